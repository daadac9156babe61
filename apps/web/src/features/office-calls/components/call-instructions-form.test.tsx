import {
  getCallInstructionsRoute,
  updateCallInstructionsRoute,
} from '@portal/contracts/office/call-instruction-routes';
import type { TCallInstructions } from '@portal/contracts/office/call-instructions';
import { listCallsRoute } from '@portal/contracts/office/office-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import CallsPage from '../pages/calls-page.tsx';

const WEEKDAY = { open: '09:00', close: '18:00' };

/** What the server answers before anything is saved: the defaults. */
const DEFAULTS: TCallInstructions = {
  greeting: 'İyi günler, Acme Ltd, size nasıl yardımcı olabilirim?',
  business_hours: {
    mon: WEEKDAY,
    tue: WEEKDAY,
    wed: WEEKDAY,
    thu: WEEKDAY,
    fri: WEEKDAY,
    sat: null,
    sun: null,
  },
  put_through: [],
  outside_hours: { action: 'take_message', note: '' },
  refused_callers: '',
  notify_by_mail: true,
  notify_by_sms: false,
  open_now: true,
  updated_at: null,
  updated_by: null,
};

/** The customer's calls page over a server that keeps the instructions it is sent. */
function renderCustomerPage() {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', ['show calls']);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
  const saves: TMockRequest[] = [];
  let instructions = DEFAULTS;
  apiServer.use(
    answer(listCallsRoute, { data: [], meta: { page: 1, per_page: 20, total: 0 } }),
    answer(getCallInstructionsRoute, ({ params }) => {
      expect(params.id).toBe('7');
      return instructions;
    }),
    answer(
      updateCallInstructionsRoute,
      (request) => {
        saves.push(request);
        instructions = {
          ...(request.body as Omit<TCallInstructions, 'open_now' | 'updated_at' | 'updated_by'>),
          open_now: true,
          updated_at: '2026-11-25T09:00:00.000Z',
          updated_by: 'Ayşe Müşteri',
        };
        return instructions;
      },
      { message: 'Çağrı talimatları kaydedildi; sekreterlik bir sonraki çağrıdan itibaren bunlara uyar.' },
    ),
  );
  renderRoute(<CallsPage />, '/:lang/app/office/calls', '/tr/app/office/calls');
  return { saves };
}

async function instructionsSection(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Çağrı talimatları' });
  const section = heading.closest('section') as HTMLElement;
  await within(section).findByRole('button', { name: 'Talimatları kaydet' });
  return section;
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeCalls', 'notifications', 'validation']);
});

describe('the customer’s call instructions', () => {
  it('starts from the defaults and shows the shared schema’s messages without sending anything', async () => {
    const { saves } = renderCustomerPage();
    const section = await instructionsSection();
    expect((within(section).getByLabelText(/Karşılama cümlesi/) as HTMLTextAreaElement).value).toBe(
      DEFAULTS.greeting,
    );
    expect((within(section).getByLabelText('Cumartesi: kapalı') as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByLabelText('E-posta ile') as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByLabelText('SMS ile') as HTMLInputElement).checked).toBe(false);

    fireEvent.change(within(section).getByLabelText(/Pazartesi açılış/), { target: { value: '19:00' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Kişi ekle' }));
    const person = within(section).getByRole('listitem', { name: '1. kişi' });
    fireEvent.change(within(person).getByLabelText(/Ad soyad/), { target: { value: 'Can Kuzey' } });
    fireEvent.change(within(person).getByLabelText(/Telefon/), { target: { value: 'beni ara' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Talimatları kaydet' }));

    expect(await within(section).findByText('Kapanış saati açılış saatinden sonra olmalı.')).toBeTruthy();
    expect(
      within(person).getByText(
        'Lütfen geçerli bir telefon numarası girin (ör. 0212 555 44 33 veya +90 532 123 45 67).',
      ),
    ).toBeTruthy();
    expect(
      within(section)
        .getByLabelText(/Pazartesi kapanış/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(saves).toHaveLength(0);
    // The first render loads the page's chunks and texts: slow on a busy machine.
  }, 15_000);

  it('saves the whole instructions with a PUT of the request’s shape', async () => {
    const { saves } = renderCustomerPage();
    const section = await instructionsSection();
    fireEvent.change(within(section).getByLabelText(/Karşılama cümlesi/), {
      target: { value: 'Günaydın, Acme, nasıl yardımcı olabilirim?' },
    });
    fireEvent.click(within(section).getByLabelText('Cuma: kapalı'));
    fireEvent.click(within(section).getByLabelText('Cumartesi: kapalı'));
    fireEvent.change(within(section).getByLabelText(/Cumartesi kapanış/), { target: { value: '13:00' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Kişi ekle' }));
    const person = within(section).getByRole('listitem', { name: '1. kişi' });
    fireEvent.change(within(person).getByLabelText(/Ad soyad/), { target: { value: 'Can Kuzey' } });
    fireEvent.change(within(person).getByLabelText(/Telefon/), { target: { value: '0532 111 22 33' } });
    fireEvent.click(within(section).getByLabelText('Arayandan e-posta ile yazması istensin'));
    fireEvent.change(within(section).getByLabelText(/Reddedilecek aramalar/), {
      target: { value: 'satış aramaları, anketler' },
    });
    fireEvent.click(within(section).getByLabelText('E-posta ile'));
    fireEvent.click(within(section).getByLabelText('SMS ile'));
    fireEvent.click(within(section).getByRole('button', { name: 'Talimatları kaydet' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.params.id).toBe('7');
    expect(saves[0]?.body).toEqual({
      greeting: 'Günaydın, Acme, nasıl yardımcı olabilirim?',
      business_hours: {
        mon: WEEKDAY,
        tue: WEEKDAY,
        wed: WEEKDAY,
        thu: WEEKDAY,
        fri: null,
        sat: { open: '09:00', close: '13:00' },
        sun: null,
      },
      put_through: [{ name: 'Can Kuzey', phone: '0532 111 22 33', note: '' }],
      outside_hours: { action: 'refer_to_mail', note: '' },
      refused_callers: 'satış aramaları, anketler',
      notify_by_mail: false,
      notify_by_sms: true,
    });
    expect(
      await within(section).findByText(
        'Çağrı talimatları kaydedildi; sekreterlik bir sonraki çağrıdan itibaren bunlara uyar.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText(/Ayşe Müşteri tarafından kaydedildi/)).toBeTruthy();
  });
});
