import {
  cancelSessionRegistrationRoute,
  getStageRoute,
  registerForSessionRoute,
} from '@portal/contracts/network/network-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { STAGES, session } from '../test-fixtures.ts';
import StagePage from './stage-page.tsx';

const PATTERN = '/:lang/app/endless-network/stage/:id';
const NOW = new Date('2026-11-24T10:30:00.000Z');

/** Four sessions, one per state at NOW: open, full, started, and one the caller registered for. */
const OPEN = session({ id: 11, title: 'Açık oturum' });
const FULL = session({
  id: 12,
  title: 'Dolu oturum',
  registered: 60,
  starts_at: '2026-11-24T12:00:00.000Z',
  ends_at: '2026-11-24T13:00:00.000Z',
});
const STARTED = session({
  id: 13,
  title: 'Başlamış oturum',
  starts_at: '2026-11-24T10:00:00.000Z',
  ends_at: '2026-11-24T11:00:00.000Z',
});
const MINE = session({
  id: 14,
  title: 'Kayıtlı oturum',
  is_registered: true,
  booth_id: null,
  company_name: 'Beta AŞ',
});

function stage(sessions = [STARTED, OPEN, FULL, MINE]) {
  const [first] = STAGES;
  if (!first) throw new Error('fixture');
  return { ...first, sessions };
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['networkStages', 'networkBooths', 'form', 'validation']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  storage.set('user', { id: 5, name: 'Zeynep Kaya', email: 'zeynep@example.com' });
});

afterEach(() => {
  vi.useRealTimers();
});

function open() {
  return renderRoute(<StagePage />, PATTERN, '/tr/app/endless-network/stage/1');
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('a stage and its sessions', () => {
  it('shows the stage, each session in Istanbul time, its company’s booth and the seats left', async () => {
    apiServer.use(answer(getStageRoute, stage()));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Sahne' })).toBeTruthy();
    expect(screen.getByText('60 kişilik')).toBeTruthy();
    expect(screen.getByText('Maslak, Kat 10')).toBeTruthy();
    const openCard = card('Açık oturum');
    expect(within(openCard).getByText('24 Kasım 2026 Salı, 14:00–15:00')).toBeTruthy();
    expect(within(openCard).getByText('60 kişilik, 48 yer kaldı')).toBeTruthy();
    expect(within(openCard).getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/stand/3',
    );
    // A company without a booth is named, not linked.
    expect(within(card('Kayıtlı oturum')).queryByRole('link', { name: 'Beta AŞ' })).toBeNull();
  });

  it('shows each registration state plainly: open, full, started, registered', async () => {
    apiServer.use(answer(getStageRoute, stage()));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Ana Sahne' });
    expect(
      within(card('Açık oturum')).getByRole('button', { name: 'Açık oturum oturumuna kayıt ol' }),
    ).toBeTruthy();
    expect(within(card('Dolu oturum')).getByText('Tüm yerler doldu.')).toBeTruthy();
    expect(within(card('Dolu oturum')).queryByRole('button')).toBeNull();
    expect(within(card('Başlamış oturum')).getByText('Bu oturum başladı; kayıt kapandı.')).toBeTruthy();
    expect(within(card('Başlamış oturum')).queryByRole('button')).toBeNull();
    expect(within(card('Kayıtlı oturum')).getByText('Bu oturuma kayıtlısınız.')).toBeTruthy();
    expect(within(card('Kayıtlı oturum')).getByRole('button', { name: 'Kaydımı iptal et' })).toBeTruthy();
  });

  it('registers with the stored name, the account’s address shown read-only and not sent', async () => {
    const posts: TMockRequest[] = [];
    const registered = { ...OPEN, registered: OPEN.registered + 1, is_registered: true };
    apiServer.use(
      // The server's stage, as it stands before and after the registration.
      answer(getStageRoute, () => stage([posts.length > 0 ? registered : OPEN])),
      answer(registerForSessionRoute, (request) => {
        posts.push(request);
        return {
          id: 90,
          session_id: OPEN.id,
          name: 'Zeynep Kaya',
          email: 'zeynep@example.com',
          created_at: NOW.toISOString(),
          cancelled_at: null,
          session: registered,
        };
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Açık oturum oturumuna kayıt ol' }));
    const form = screen.getByRole('form', { name: 'Açık oturum oturumuna kayıt' });
    expect((within(form).getByRole('textbox', { name: /Ad soyad/ }) as HTMLInputElement).value).toBe(
      'Zeynep Kaya',
    );
    const address = within(form).getByRole('textbox', { name: /E-posta/ }) as HTMLInputElement;
    expect(address.value).toBe('zeynep@example.com');
    expect(address.readOnly).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydı tamamla' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.params.id).toBe('11');
    expect(posts[0]?.body).toEqual({ name: 'Zeynep Kaya' });
    expect(await within(card('Açık oturum')).findByText('Bu oturuma kayıtlısınız.')).toBeTruthy();
  });

  it('shows the server’s refusal in the session', async () => {
    apiServer.use(
      answer(getStageRoute, stage([OPEN])),
      failure(registerForSessionRoute, 409, { message: 'Bu oturumda boş yer kalmadı.' }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Açık oturum oturumuna kayıt ol' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydı tamamla' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kayıt yapılamadı');
    expect(alert.textContent).toContain('Bu oturumda boş yer kalmadı.');
  });

  it('cancels a registration until the session starts', async () => {
    const deletes: TMockRequest[] = [];
    apiServer.use(
      answer(getStageRoute, stage([MINE])),
      answer(cancelSessionRegistrationRoute, (request) => {
        deletes.push(request);
        return { ...MINE, is_registered: false, registered: MINE.registered - 1 };
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Kaydımı iptal et' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]?.params.id).toBe('14');
  });
});
