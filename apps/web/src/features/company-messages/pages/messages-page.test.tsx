import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  listCompanyMessagesRoute,
  markCompanyMessagesReadRoute,
  postCompanyMessageRoute,
} from '@portal/contracts/company-messages/company-message-routes';
import type { TCompanyMessage, TMessageThread } from '@portal/contracts/company-messages/company-messages';
import { DOCUMENT_MAX_BYTES } from '@portal/contracts/documents/document-kinds';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { downloadedFiles } from '../../../test/downloads.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import MessagesPage from './messages-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const message = (id: number, changes: Partial<TCompanyMessage> = {}): TCompanyMessage => ({
  id,
  account_id: 7,
  kind: 'message',
  side: 'staff',
  author_id: 20,
  author_name: 'Zeynep Kaya',
  body: `Mesaj ${id}`,
  attachment: null,
  created_at: '2026-11-24T09:00:00.000Z',
  ...changes,
});

const THREAD: TMessageThread = {
  messages: [
    message(1, {
      kind: 'question',
      body: 'Bu ay araç aldınız mı?',
      created_at: '2026-11-20T07:30:00.000Z',
    }),
    message(2, {
      side: 'customer',
      author_id: 3,
      author_name: 'Ayşe Yıldız',
      body: 'Hayır, almadık.',
      created_at: '2026-11-20T08:00:00.000Z',
    }),
    message(3, {
      body: 'Ekim ekstresini ekledim.',
      attachment: { file_name: 'ekim-ekstre.pdf', mime_type: 'application/pdf', size: 250_000 },
      created_at: '2026-11-24T09:00:00.000Z',
    }),
  ],
  last_read_id: 2,
  unread: 1,
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['messages', 'form', 'validation']);
});

function signInCustomer() {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('user', { id: 3, name: 'Ayşe Yıldız', email: 'ayse@example.com' });
  storage.set('permissions', [PERMISSIONS.showAccountancy]);
  storage.set('account', { id: 7, name: 'Yıldız Danışmanlık', status: 4 });
}

function signInStaff() {
  storage.set('token', 'admin-token');
  storage.set('role_name', 'advisor');
  storage.set('user', { id: 20, name: 'Zeynep Kaya', email: 'zeynep@example.com' });
  storage.set('permissions', [
    PERMISSIONS.showAccountancy,
    PERMISSIONS.showAccounts,
    PERMISSIONS.showAccountsAll,
  ]);
}

/** Serves the thread (the current one at each call) and records the marks read. */
function serve(thread: TMessageThread) {
  const state = { thread, threadQueries: [] as string[], marks: [] as TMockRequest[] };
  apiServer.use(
    answer(listCompanyMessagesRoute, ({ query }) => {
      state.threadQueries.push(query.toString());
      return state.thread;
    }),
    answer(markCompanyMessagesReadRoute, (request) => {
      state.marks.push(request);
      const upTo = Number((request.body as { up_to: number }).up_to);
      state.thread = { ...state.thread, last_read_id: upTo, unread: 0 };
      return { last_read_id: upTo, unread: 0 };
    }),
  );
  return state;
}

function renderPage(query = '') {
  return renderRoute(<MessagesPage />, '/:lang/app/messages', `/tr/app/messages${query}`);
}

describe('the conversation with the advisor, as the customer sees it', () => {
  it('lists the thread oldest first with authors, Istanbul times, the unread mark and the attachment', async () => {
    signInCustomer();
    const state = serve(THREAD);
    apiServer.use(
      http.get('*/api/accounts/7/messages/3/file', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesajlar' })).toBeTruthy();
    expect(screen.getByText('Yıldız Danışmanlık')).toBeTruthy();
    const log = await screen.findByRole('log', { name: 'Mesajlar, en eskisi önce' });
    const items = within(log).getAllByRole('article');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bu ay araç aldınız mı?'),
      expect.stringContaining('Hayır, almadık.'),
      expect.stringContaining('Ekim ekstresini ekledim.'),
    ]);
    // The advisor's question of the earlier desk, the caller's own message, the advisor's.
    expect(items[0]?.textContent).toContain('Zeynep Kaya');
    expect(items[0]?.textContent).toContain('Mali müşavirin sorusu');
    expect(items[0]?.textContent).toContain('20.11.2026 10:30');
    expect(items[1]?.textContent).toContain('Siz');
    expect(items[1]?.className).toContain('ms-auto');
    expect(items[0]?.className).toContain('me-auto');
    expect(items[2]?.textContent).toContain('24.11.2026 12:00');
    // The first message unread when the page opened is marked.
    expect(within(log).getByText('Okunmamış mesajlar')).toBeTruthy();
    expect(state.threadQueries[0]).toBe('');

    // Shown, the thread is read up to its last message (once).
    await waitFor(() => expect(state.marks).toHaveLength(1));
    expect(state.marks[0]?.params).toEqual({ id: '7' });
    expect(state.marks[0]?.body).toEqual({ up_to: 3 });

    fireEvent.click(within(log).getByRole('button', { name: 'Eki indir: ekim-ekstre.pdf, 244,1 kB' }));
    await waitFor(() => expect(downloadedFiles()).toEqual(['ekim-ekstre.pdf']));
    expect(state.marks).toHaveLength(1);
  });

  it('waits for a hidden tab to show before marking the thread read', async () => {
    signInCustomer();
    const state = serve(THREAD);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      renderPage();
      await screen.findByRole('log');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(state.marks).toEqual([]);
      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(state.marks.map((call) => call.body)).toEqual([{ up_to: 3 }]));
    } finally {
      visibility.mockRestore();
    }
  });

  it('marks nothing read when nothing is unread, and says when the thread is empty', async () => {
    signInCustomer();
    const state = serve({ messages: [], last_read_id: null, unread: 0 });
    renderPage();
    expect(await screen.findByText('Henüz mesaj yok. İlk mesajı aşağıdan yazabilirsiniz.')).toBeTruthy();
    expect(state.marks).toEqual([]);
  });

  it('checks the message and its attachment as the server does, then sends them as multipart', async () => {
    signInCustomer();
    const state = serve({ messages: [message(1)], last_read_id: 1, unread: 0 });
    const sent: string[] = [];
    apiServer.use(
      answer(
        postCompanyMessageRoute,
        ({ body, query }) => {
          sent.push(`${query.toString()}|${String(body)}`);
          const reply = message(4, {
            side: 'customer',
            author_id: 3,
            author_name: 'Ayşe Yıldız',
            body: 'Faturayı ekledim.',
            attachment: { file_name: 'fatura.pdf', mime_type: 'application/pdf', size: 9 },
            created_at: '2026-11-25T10:00:00.000Z',
          });
          state.thread = { ...state.thread, messages: [...state.thread.messages, reply] };
          return reply;
        },
        { message: 'Mesajınız gönderildi.' },
      ),
    );
    renderPage();
    await screen.findByRole('log');
    const composer = screen.getByRole('form', { name: 'Yeni mesaj' });
    const send = within(composer).getByRole('button', { name: 'Gönder' });

    fireEvent.click(send);
    expect(await within(composer).findByText('Lütfen bir mesaj yazın.')).toBeTruthy();
    const body = within(composer).getByLabelText(/Mesajınız/);
    fireEvent.change(body, { target: { value: '   ' } });
    fireEvent.click(send);
    expect(await within(composer).findByText('Lütfen bir mesaj yazın.')).toBeTruthy();
    fireEvent.change(body, { target: { value: 'a'.repeat(4001) } });
    fireEvent.click(send);
    expect(await within(composer).findByText('Mesaj en fazla 4000 karakter olabilir.')).toBeTruthy();
    expect(within(composer).getByText('4001 / 4000 karakter')).toBeTruthy();

    fireEvent.change(body, { target: { value: 'Faturayı ekledim.' } });
    const picker = within(composer).getByLabelText(/^Ek/, { selector: 'input[type=file]' });
    expect(picker.getAttribute('accept')).not.toContain('.xml');
    fireEvent.change(picker, {
      target: { files: [new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' })] },
    });
    fireEvent.click(send);
    expect(
      await within(composer).findByText('Yalnızca PDF, JPEG veya PNG dosyası ekleyebilirsiniz.'),
    ).toBeTruthy();
    const large = new File(['x'], 'buyuk.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    fireEvent.change(picker, { target: { files: [large] } });
    fireEvent.click(send);
    expect(await within(composer).findByText('Dosya en fazla 10 MB olabilir.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(picker, {
      target: { files: [new File(['%PDF-1.7'], 'fatura.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatch(/^\|/);
    expect(sent[0]).toMatch(/name="body"\r\n\r\nFaturayı ekledim\./);
    expect(sent[0]).toMatch(/name="file"; filename=.*\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.7/);
    // The new message shows, and the composer is empty again.
    expect(await within(screen.getByRole('log')).findByText('Faturayı ekledim.')).toBeTruthy();
    await waitFor(() => expect((body as HTMLTextAreaElement).value).toBe(''));
    expect(within(composer).getByText('Dosya seçilmedi')).toBeTruthy();
  });

  it('shows a refusal of the server under its field', async () => {
    signInCustomer();
    serve({ messages: [], last_read_id: null, unread: 0 });
    apiServer.use(
      failure(postCompanyMessageRoute, 422, {
        message: 'Girilen bilgiler geçersiz.',
        errors: { file: ['Dosya okunamadı.'] },
      }),
    );
    renderPage();
    const composer = await screen.findByRole('form', { name: 'Yeni mesaj' });
    fireEvent.change(within(composer).getByLabelText(/Mesajınız/), { target: { value: 'Merhaba' } });
    fireEvent.change(within(composer).getByLabelText(/^Ek/, { selector: 'input[type=file]' }), {
      target: { files: [new File(['%PDF-1.7'], 'bozuk.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(composer).getByRole('button', { name: 'Gönder' }));
    expect(await within(composer).findByText('Dosya okunamadı.')).toBeTruthy();
  });

  it('says so when no company is selected', () => {
    signInCustomer();
    storage.remove('account');
    renderPage();
    expect(screen.getByText('Mali müşavirinize yazmak için önce bir şirket seçin.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mali müşavirimi değiştir' })).toBeNull();
  });
});

describe('the conversation of a company, as its staff see it', () => {
  it('opens the company of ?account in the staff view, with its side on the end and no change button', async () => {
    signInStaff();
    const state = serve(THREAD);
    apiServer.use(answer(getAccountRoute, accountDetailFixture({ name: 'Kuzey Lojistik' })));
    renderPage('?account=7');
    // The company's name once known (its number until then).
    expect(await screen.findByText('Kuzey Lojistik')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Şirkete dön' }).getAttribute('href')).toBe(
      '/tr/app/accounts-detail/7',
    );
    const log = await screen.findByRole('log');
    const items = within(log).getAllByRole('article');
    expect(items[0]?.className).toContain('ms-auto');
    expect(items[0]?.textContent).toContain('Siz');
    expect(items[1]?.className).toContain('me-auto');
    expect(state.threadQueries[0]).toBe('all=1');
    await waitFor(() => expect(state.marks).toHaveLength(1));
    expect(state.marks[0]?.query.toString()).toBe('all=1');
    expect(screen.queryByRole('button', { name: 'Mali müşavirimi değiştir' })).toBeNull();
  });

  it('asks staff to open a company from its page without ?account', () => {
    signInStaff();
    renderPage();
    expect(screen.getByText(/Bir şirketin yazışmasını açmak için/)).toBeTruthy();
  });
});
