import { getCallInstructionsRoute } from '@portal/contracts/office/call-instruction-routes';
import { defaultCallInstructions } from '@portal/contracts/office/call-instructions';
import type { TOfficeCall } from '@portal/contracts/office/office-calls';
import { listCallsRoute, updateCallRoute } from '@portal/contracts/office/office-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import CallsPage from '../pages/calls-page.tsx';

const CALL: TOfficeCall = {
  id: 5,
  account_id: 7,
  called_at: '2026-11-25T07:30:00.000Z',
  caller_name: 'Mehmet Arayan',
  caller_phone: '0212 555 44 33',
  subject: 'Teklif',
  message: 'Yarın tekrar arayacak.',
  outcome: 'call_back',
  note: null,
  read_at: null,
  recorded_by: 'Selin Sekreter',
};

/** The customer's page over a server that keeps one call and applies the updates it gets. */
function renderCustomerPage(url = '/tr/app/office/calls') {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', ['show calls']);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
  let call = CALL;
  const lists: URLSearchParams[] = [];
  const updates: TMockRequest[] = [];
  apiServer.use(
    // The call instructions below the log have tests of their own.
    answer(getCallInstructionsRoute, {
      ...defaultCallInstructions('Acme Ltd'),
      open_now: true,
      updated_at: null,
      updated_by: null,
    }),
    answer(listCallsRoute, ({ params, query }) => {
      expect(params.id).toBe('7');
      lists.push(query);
      return { data: [call], meta: { page: 1, per_page: 20, total: 1 } };
    }),
    answer(updateCallRoute, (request) => {
      updates.push(request);
      const body = request.body as { read?: boolean; note?: string };
      call = {
        ...call,
        ...(body.read === undefined ? {} : { read_at: body.read ? '2026-11-25T08:00:00.000Z' : null }),
        ...(body.note === undefined ? {} : { note: body.note || null }),
      };
      return call;
    }),
  );
  renderRoute(<CallsPage />, '/:lang/app/office/calls', url);
  return { lists, updates };
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeCalls', 'notifications', 'validation']);
});

describe('the customer’s call log', () => {
  it('marks an unread call, and marks it read on the server', async () => {
    const { updates } = renderCustomerPage();
    const table = await screen.findByRole('table', {
      name: 'Şirketin ofis hattına gelen çağrılar, en yenisi önce',
    });
    const row = within(table).getByRole('row', { name: /Mehmet Arayan/ });
    expect(within(row).getByText('Yeni')).toBeTruthy();
    expect(row.textContent).toContain('Geri aranmak istiyor');
    expect(row.textContent).toContain('Yarın tekrar arayacak.');

    fireEvent.click(within(row).getByRole('button', { name: /Okundu olarak işaretle: Mehmet Arayan/ }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.params).toEqual({ id: '7', callId: '5' });
    expect(updates[0]?.body).toEqual({ read: true });
    const reloaded = await within(table).findByRole('button', { name: /Okunmadı olarak işaretle/ });
    expect(reloaded).toBeTruthy();
    expect(within(table).queryByText('Yeni')).toBeNull();
    // The first render loads the page's chunks and texts: slow on a busy machine.
  }, 15_000);

  it('keeps a note on a call', async () => {
    const { updates } = renderCustomerPage();
    const table = await screen.findByRole('table', { name: /ofis hattına gelen çağrılar/ });
    fireEvent.click(within(table).getByRole('button', { name: /Not yaz: Mehmet Arayan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Çağrıya not' });
    fireEvent.change(within(dialog).getByLabelText('Notunuz'), { target: { value: ' Cuma dönülecek ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Notu kaydet' }));
    await waitFor(() => expect(updates[0]?.body).toEqual({ note: 'Cuma dönülecek' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table).findByText('Cuma dönülecek')).toBeTruthy();
  });

  it('asks the server with the filters of the URL', async () => {
    const { lists } = renderCustomerPage(
      '/tr/app/office/calls?read=unread&outcome=urgent&from=2026-11-01&q=teklif',
    );
    await screen.findByRole('table', { name: /ofis hattına gelen çağrılar/ });
    expect(lists[0]?.get('unread')).toBe('1');
    expect(lists[0]?.get('outcome')).toBe('urgent');
    expect(lists[0]?.get('from')).toBe('2026-11-01');
    expect(lists[0]?.get('to')).toBeNull();
    expect(lists[0]?.get('q')).toBe('teklif');
    expect((screen.getByLabelText('Okunma durumu') as HTMLSelectElement).value).toBe('unread');
  });

  it('asks for a company first', async () => {
    storage.set('token', 'customer-token');
    storage.set('role_name', 'customer');
    storage.set('permissions', ['show calls']);
    renderRoute(<CallsPage />, '/:lang/app/office/calls', '/tr/app/office/calls');
    expect(await screen.findByText('Çağrıları görmek için önce üst çubuktan bir şirket seçin.')).toBeTruthy();
  });
});
