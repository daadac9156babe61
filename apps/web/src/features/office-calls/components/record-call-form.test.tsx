import { getCallInstructionsRoute } from '@portal/contracts/office/call-instruction-routes';
import type { TCallInstructions } from '@portal/contracts/office/call-instructions';
import {
  findOfficeCompaniesRoute,
  getCallDeskRoute,
  recordCallRoute,
} from '@portal/contracts/office/office-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import {
  answer,
  answerInTurn,
  apiServer,
  failureResponse,
  type TMockRequest,
} from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import CallsPage from '../pages/calls-page.tsx';

const DENIZ = {
  id: 42,
  name: 'Deniz Yazılım Ltd',
  tax_number: '1234567890',
  phone: '+905321234567',
  location: 'Kadıköy',
};
const DENIZ_CALL = {
  id: 9,
  account_id: 42,
  called_at: '2026-11-25T07:30:00.000Z',
  caller_name: 'Mehmet Arayan',
  caller_phone: '0212 555 44 33',
  subject: 'Teklif',
  message: '',
  outcome: 'urgent' as const,
  note: null,
  read_at: null,
  recorded_by: 'Selin Sekreter',
};

const DENIZ_INSTRUCTIONS: TCallInstructions = {
  greeting: 'Günaydın, Deniz Yazılım, nasıl yardımcı olabilirim?',
  business_hours: {
    mon: { open: '09:00', close: '18:00' },
    tue: { open: '09:00', close: '18:00' },
    wed: { open: '09:00', close: '18:00' },
    thu: { open: '09:00', close: '18:00' },
    fri: { open: '09:00', close: '17:00' },
    sat: null,
    sun: null,
  },
  put_through: [{ name: 'Can Deniz', phone: '0532 111 22 33', note: 'Teklifler' }],
  outside_hours: { action: 'call_back_next_day', note: 'Acil ise Can Bey’e SMS atın.' },
  refused_callers: 'Satış aramaları, anketler',
  notify_by_mail: true,
  notify_by_sms: false,
  open_now: false,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: 'Can Deniz',
};

function renderStaffPage(options: { seesAll?: boolean } = {}) {
  storage.set('token', 'secretary-token');
  storage.set('role_name', 'secretary');
  storage.set('permissions', ['show calls', ...(options.seesAll ? ['show accounts all'] : [])]);
  const recorded: TMockRequest[] = [];
  const searches: string[] = [];
  const instructionReads: TMockRequest[] = [];
  apiServer.use(
    answer(getCallInstructionsRoute, (request) => {
      instructionReads.push(request);
      return DENIZ_INSTRUCTIONS;
    }),
    answer(findOfficeCompaniesRoute, ({ query }) => {
      searches.push(query.get('q') ?? '');
      return [DENIZ];
    }),
    answer(getCallDeskRoute, {
      today: [{ ...DENIZ_CALL, account_name: 'Deniz Yazılım Ltd' }],
      monthly: [{ account_id: 42, account_name: 'Deniz Yazılım Ltd', month: '2026-11', calls: 3 }],
    }),
    answer(
      recordCallRoute,
      (request) => {
        recorded.push(request);
        return DENIZ_CALL;
      },
      { message: 'Çağrı kaydedildi; şirketin müşterilerine bildirildi.' },
    ),
  );
  renderRoute(<CallsPage />, '/:lang/app/office/calls', '/tr/app/office/calls');
  return { recorded, searches, instructionReads };
}

/** Finds Deniz by typing and chooses it with the keyboard. */
async function chooseDeniz(form: HTMLElement) {
  const finder = within(form).getByRole('combobox', { name: /Şirket/ });
  fireEvent.change(finder, { target: { value: 'den' } });
  const option = await within(form).findByRole('option', { name: /Deniz Yazılım Ltd/ });
  expect(option.getAttribute('aria-selected')).toBe('true');
  expect(finder.getAttribute('aria-activedescendant')).toBe(option.id);
  fireEvent.keyDown(finder, { key: 'Enter' });
  expect(await within(form).findByText('Seçilen şirket: Deniz Yazılım Ltd')).toBeTruthy();
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeCalls', 'form', 'notifications', 'validation']);
});

describe('the record form', () => {
  it('shows the shared messages for a call without a company, caller or subject, and sends nothing', async () => {
    const { recorded } = renderStaffPage();
    const form = (await screen.findByRole('heading', { name: 'Çağrı kaydet' })).closest('div') as HTMLElement;
    fireEvent.change(within(form).getByLabelText(/Arayanın telefonu/), { target: { value: 'yarın' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Çağrıyı kaydet' }));
    expect(await within(form).findAllByText('Bu alan zorunludur.')).toHaveLength(3);
    expect(
      within(form).getByText(
        'Lütfen geçerli bir telefon numarası girin (ör. 0212 555 44 33 veya +90 532 123 45 67).',
      ),
    ).toBeTruthy();
    const finder = within(form).getByRole('combobox', { name: /Şirket/ });
    expect(finder.getAttribute('aria-invalid')).toBe('true');
    // The first control to fix, in the page's order, has the focus.
    await waitFor(() => expect(document.activeElement).toBe(finder));
    expect(recorded).toHaveLength(0);
  });

  it('records the call for the chosen company, then empties itself but keeps the company', async () => {
    const { recorded, searches } = renderStaffPage();
    const form = (await screen.findByRole('heading', { name: 'Çağrı kaydet' })).closest('div') as HTMLElement;
    await chooseDeniz(form);
    expect(searches.at(-1)).toBe('den');
    const name = within(form).getByLabelText(/Arayanın adı/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: 'Mehmet Arayan' } });
    fireEvent.change(within(form).getByLabelText(/Arayanın telefonu/), {
      target: { value: '0212 555 44 33' },
    });
    fireEvent.change(within(form).getByLabelText(/Konu/), { target: { value: 'Teklif' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Acil' }));
    // Enter in a line submits the form.
    fireEvent.submit(within(form).getByLabelText(/Konu/).closest('form') as HTMLFormElement);

    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.params.id).toBe('42');
    expect(recorded[0]?.query.get('all')).toBeNull();
    expect(recorded[0]?.body).toEqual({
      caller_name: 'Mehmet Arayan',
      caller_phone: '0212 555 44 33',
      subject: 'Teklif',
      message: '',
      outcome: 'urgent',
    });
    await waitFor(() =>
      expect((within(form).getByLabelText(/Arayanın adı/) as HTMLInputElement).value).toBe(''),
    );
    expect((within(form).getByLabelText(/Konu/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByRole('radio', { name: 'Mesaj alındı' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(form).getByText('Seçilen şirket: Deniz Yazılım Ltd')).toBeTruthy();
  });

  it('asks in the staff view for staff who see every company, and shows a line that does not run', async () => {
    renderStaffPage({ seesAll: true });
    const refused: TMockRequest[] = [];
    apiServer.use(
      answerInTurn(recordCallRoute, (request) => {
        refused.push(request);
        return failureResponse(409, {
          message:
            'Bu şirketin ofis hizmeti etkin değil: kayıt yalnızca etkin bir ofis hattı için tutulabilir.',
        });
      }),
    );
    const form = (await screen.findByRole('heading', { name: 'Çağrı kaydet' })).closest('div') as HTMLElement;
    await chooseDeniz(form);
    fireEvent.change(within(form).getByLabelText(/Arayanın adı/), { target: { value: 'Ali' } });
    fireEvent.change(within(form).getByLabelText(/Arayanın telefonu/), { target: { value: '05321234567' } });
    fireEvent.change(within(form).getByLabelText(/Konu/), { target: { value: 'Kira' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Çağrıyı kaydet' }));
    expect(await within(form).findByText(/ofis hizmeti etkin değil/)).toBeTruthy();
    expect(refused[0]?.query.get('all')).toBe('1');
    // What was typed stays for another try.
    expect((within(form).getByLabelText(/Arayanın adı/) as HTMLInputElement).value).toBe('Ali');
  });

  it('shows today’s calls and the monthly counts under the form', async () => {
    renderStaffPage();
    const today = await screen.findByRole('table', { name: 'Bugün kaydedilen çağrılar, en yenisi önce' });
    expect(within(today).getByRole('row', { name: /Deniz Yazılım Ltd/ }).textContent).toContain('Acil');
    const monthly = screen.getByRole('table', { name: 'Son altı ayda şirket başına çağrı sayısı' });
    expect(within(monthly).getByRole('row', { name: /Deniz Yazılım Ltd/ })).toBeTruthy();
  });
});

describe('the chosen company’s call instructions beside the form', () => {
  it('shows the greeting, that it is closed now, the hours, whom to put through, what to do and whom to refuse', async () => {
    const { instructionReads } = renderStaffPage({ seesAll: true });
    const form = (await screen.findByRole('heading', { name: 'Çağrı kaydet' })).closest('div') as HTMLElement;
    expect(screen.queryByRole('heading', { name: /talimatları/ })).toBeNull();
    await chooseDeniz(form);
    const panel = (await screen.findByRole('heading', { name: 'Deniz Yazılım Ltd talimatları' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      await within(panel).findByText('Günaydın, Deniz Yazılım, nasıl yardımcı olabilirim?'),
    ).toBeTruthy();
    expect(within(panel).getByText('Şu an kapalı')).toBeTruthy();
    expect(within(panel).getByText('09:00–17:00')).toBeTruthy();
    expect(within(panel).getAllByText('kapalı')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: '0532 111 22 33' }).getAttribute('href')).toBe(
      'tel:05321112233',
    );
    expect(within(panel).getByText('Bir sonraki iş günü geri aranacağı söylensin')).toBeTruthy();
    expect(within(panel).getByText('Acil ise Can Bey’e SMS atın.')).toBeTruthy();
    expect(within(panel).getByText('Satış aramaları, anketler')).toBeTruthy();
    // The company's own, in the staff view for staff who see every company.
    expect(instructionReads[0]?.params.id).toBe('42');
    expect(instructionReads[0]?.query.get('all')).toBe('1');
  });
});
