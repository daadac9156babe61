import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  getCitiesRoute,
  getDistrictsRoute,
  getNeighbourhoodsRoute,
} from '@portal/contracts/locations/place-routes';
import type {
  TAuthorisedRecipient,
  TForwardingAddress,
  TOfficeRules,
} from '@portal/contracts/office/office-rules';
import {
  addAuthorisedRecipientRoute,
  addForwardingAddressRoute,
  deleteAuthorisedRecipientRoute,
  deleteForwardingAddressRoute,
  getOfficeRulesRoute,
  listAuthorisedRecipientsRoute,
  listForwardingAddressesRoute,
  saveOfficeRulesRoute,
} from '@portal/contracts/office/office-rules-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import MailInstructionsPage from './mail-instructions-page.tsx';

const ACCOUNT = 4;

const HOME: TForwardingAddress = {
  id: 21,
  label: 'Merkez',
  recipient: 'Ayşe Yılmaz',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighbourhood: 'Moda',
  street: 'Bahariye Cad. 5',
  postal_code: '34710',
  text: 'Ayşe Yılmaz, Moda Mah. Bahariye Cad. 5, 34710 Kadıköy/İstanbul',
};

const RULES: TOfficeRules = {
  rules: [
    {
      id: 1,
      kind: 'letter',
      sender_contains: '',
      action: 'scan',
      forwarding_address_id: null,
      notify_at_once: false,
    },
  ],
  forwarding_weekday: 3,
  updated_at: '2026-11-20T09:00:00.000Z',
};

const RECIPIENT: TAuthorisedRecipient = {
  id: 31,
  full_name: 'Mehmet Demir',
  national_id_masked: '••••••••146',
  created_at: '2026-11-20T09:00:00.000Z',
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeMail', 'form', 'validation']);
});

function signIn(role: 'customer' | 'secretary' = 'customer') {
  storage.set('token', `mail-instructions-${role}-token`);
  storage.set('role_name', role);
  storage.set('permissions', [PERMISSIONS.showShipmentTracking]);
  if (role === 'customer') storage.set('account', { id: ACCOUNT, name: 'Deniz Ltd', status: 4 });
}

function serve(
  rules: TOfficeRules = RULES,
  addresses: TForwardingAddress[] = [HOME],
  recipients: TAuthorisedRecipient[] = [RECIPIENT],
) {
  apiServer.use(
    answer(getOfficeRulesRoute, rules),
    answer(listForwardingAddressesRoute, addresses),
    answer(listAuthorisedRecipientsRoute, recipients),
    answer(getCitiesRoute, [
      { code: '34', name: 'İstanbul' },
      { code: '35', name: 'İzmir' },
    ]),
    answer(getDistrictsRoute, ['Kadıköy', 'Beşiktaş']),
    answer(getNeighbourhoodsRoute, ['Moda', 'Caferağa']),
  );
}

function renderPage() {
  return renderRoute(
    <MailInstructionsPage />,
    '/:lang/app/office/mail-instructions',
    '/tr/app/office/mail-instructions',
  );
}

async function rulesForm(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Kalıcı talimatlar' });
  // The rules are a region of the page, named by their heading.
  return screen.getByRole('region', { name: heading.textContent ?? '' });
}

const ruleCard = (form: HTMLElement, number: number) =>
  within(form).getByRole('listitem', { name: `${number}. talimat` });

describe('the standing rules', () => {
  it('adds presets in a sensible order, moves a rule, and saves the whole list', async () => {
    signIn();
    serve();
    const sent: unknown[] = [];
    apiServer.use(
      answer(
        saveOfficeRulesRoute,
        (request: TMockRequest) => {
          sent.push(request.body);
          return { ...RULES, updated_at: '2026-11-25T09:00:00.000Z' };
        },
        { message: 'Posta talimatlarınız kaydedildi; yeni gelen gönderilere uygulanacak.' },
      ),
    );
    renderPage();
    const form = await rulesForm();
    expect(within(form).getByText(/uyan ilk talimat karar verir/)).toBeTruthy();
    expect((within(ruleCard(form, 1)).getByLabelText('Hangi gönderiler') as HTMLSelectElement).value).toBe(
      'letter',
    );

    // A catch-all goes last; a narrower preset goes before it.
    fireEvent.click(within(form).getByRole('button', { name: 'Her şeyi ofiste sakla' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Resmi tebligatları tara ve hemen haber ver' }));
    expect(within(form).getAllByRole('listitem')).toHaveLength(3);
    expect((within(ruleCard(form, 2)).getByLabelText('Hangi gönderiler') as HTMLSelectElement).value).toBe(
      'official_notice',
    );
    // The notice rule goes first.
    fireEvent.click(within(form).getByRole('button', { name: '2. talimatı yukarı taşı' }));
    expect(within(form).getByRole('button', { name: '1. talimatı yukarı taşı' })).toHaveProperty(
      'disabled',
      true,
    );

    // The last rule: letters from a bank are forwarded to the saved address on Fridays.
    const last = ruleCard(form, 3);
    fireEvent.change(within(last).getByLabelText('Hangi gönderiler'), { target: { value: 'letter' } });
    fireEvent.change(within(last).getByLabelText(/Gönderen şunu içeriyorsa/), { target: { value: 'Banka' } });
    fireEvent.change(within(last).getByLabelText(/Ofis ne yapsın/), { target: { value: 'forward' } });
    fireEvent.change(within(last).getByLabelText(/İletilecek adres/), { target: { value: '21' } });
    fireEvent.change(within(form).getByLabelText(/Toplu iletme günü/), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Talimatları kaydet' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      rules: [
        {
          kind: 'official_notice',
          sender_contains: '',
          action: 'scan',
          forwarding_address_id: null,
          notify_at_once: true,
        },
        {
          kind: 'letter',
          sender_contains: '',
          action: 'scan',
          forwarding_address_id: null,
          notify_at_once: false,
        },
        {
          kind: 'letter',
          sender_contains: 'Banka',
          action: 'forward',
          forwarding_address_id: 21,
          notify_at_once: false,
        },
      ],
      forwarding_weekday: 5,
    });
    expect(
      await within(form).findByText('Posta talimatlarınız kaydedildi; yeni gelen gönderilere uygulanacak.'),
    ).toBeTruthy();
  });

  it('offers no scan for parcels and asks the address of a forward before sending anything', async () => {
    signIn();
    serve({ ...RULES, rules: [] });
    let calls = 0;
    apiServer.use(
      answer(saveOfficeRulesRoute, () => {
        calls += 1;
        return RULES;
      }),
    );
    renderPage();
    const form = await rulesForm();
    expect(within(form).getByText(/Henüz talimat yok/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Talimat ekle' }));
    const rule = ruleCard(form, 1);
    fireEvent.change(within(rule).getByLabelText('Hangi gönderiler'), { target: { value: 'parcel' } });
    const actions = within(rule).getByLabelText(/Ofis ne yapsın/) as HTMLSelectElement;
    expect([...actions.options].map((option) => option.value)).toEqual(['hold', 'forward', 'shred']);
    fireEvent.change(actions, { target: { value: 'forward' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Talimatları kaydet' }));

    const address = await within(rule).findByLabelText(/İletilecek adres/);
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(rule).getByText('Adrese iletme talimatı için kayıtlı adreslerinizden birini seçin.'),
    ).toBeTruthy();
    expect(calls).toBe(0);
  });

  it("puts the server's message under the field of the rule it is about", async () => {
    signIn();
    serve({
      ...RULES,
      rules: [
        ...RULES.rules,
        {
          id: 2,
          kind: 'parcel',
          sender_contains: '',
          action: 'forward',
          forwarding_address_id: 21,
          notify_at_once: false,
        },
      ],
    });
    apiServer.use(
      failure(saveOfficeRulesRoute, 422, {
        message: 'Girdiğiniz bilgileri kontrol edin.',
        errors: {
          'rules.1.forwarding_address_id': ['Bu adres şirketinizin kayıtlı adresleri arasında yok.'],
        },
      }),
    );
    renderPage();
    const form = await rulesForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Talimatları kaydet' }));
    const second = ruleCard(form, 2);
    expect(
      await within(second).findByText('Bu adres şirketinizin kayıtlı adresleri arasında yok.'),
    ).toBeTruthy();
    expect(
      within(second)
        .getByLabelText(/İletilecek adres/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(ruleCard(form, 1)).queryByText('Bu adres şirketinizin kayıtlı adresleri arasında yok.'),
    ).toBeNull();
  });
});

describe('the forwarding addresses', () => {
  const addressesSection = async () =>
    (await screen.findByRole('heading', { name: 'İletme adresleri' })).closest('section') as HTMLElement;

  it('saves an address with its il, ilçe and mahalle from the place data', async () => {
    signIn();
    serve();
    const sent: unknown[] = [];
    apiServer.use(
      answer(addForwardingAddressRoute, (request: TMockRequest) => {
        sent.push(request.body);
        return { ...HOME, id: 22, label: 'Ev' };
      }),
    );
    renderPage();
    const section = within(await addressesSection());
    expect(section.getByText(HOME.text)).toBeTruthy();
    fireEvent.change(section.getByLabelText(/Adres adı/), { target: { value: 'Ev' } });
    fireEvent.change(section.getByLabelText(/Alıcı/), { target: { value: 'Ayşe Yılmaz' } });
    const city = section.getByLabelText(/^İl\*?$/) as HTMLSelectElement;
    await waitFor(() => expect(city.options.length).toBeGreaterThan(1));
    fireEvent.change(city, { target: { value: 'İstanbul' } });
    const district = section.getByLabelText(/İlçe/) as HTMLSelectElement;
    await waitFor(() => expect(district.disabled).toBe(false));
    await waitFor(() => expect(district.options.length).toBeGreaterThan(1));
    fireEvent.change(district, { target: { value: 'Beşiktaş' } });
    const neighbourhood = section.getByLabelText(/Mahalle/) as HTMLSelectElement;
    await waitFor(() => expect(neighbourhood.options.length).toBeGreaterThan(1));
    fireEvent.change(neighbourhood, { target: { value: 'Caferağa' } });
    fireEvent.change(section.getByLabelText(/Cadde \/ sokak/), { target: { value: 'Moda Cad. 12' } });
    fireEvent.change(section.getByLabelText(/Posta kodu/), { target: { value: '34353' } });
    fireEvent.click(section.getByRole('button', { name: 'Adresi kaydet' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      label: 'Ev',
      recipient: 'Ayşe Yılmaz',
      city: 'İstanbul',
      district: 'Beşiktaş',
      neighbourhood: 'Caferağa',
      street: 'Moda Cad. 12',
      postal_code: '34353',
    });
  });

  it('shows why an address a rule forwards to cannot be deleted', async () => {
    signIn();
    serve();
    apiServer.use(
      failure(deleteForwardingAddressRoute, 409, {
        message: 'Bu adrese yönlendiren bir talimat var; önce talimatı değiştirin.',
      }),
    );
    renderPage();
    const section = within(await addressesSection());
    fireEvent.click(section.getByRole('button', { name: 'Adresi sil: Merkez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adres silinsin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(
      await within(dialog).findByText('Bu adrese yönlendiren bir talimat var; önce talimatı değiştirin.'),
    ).toBeTruthy();
  });
});

describe('the authorised recipients', () => {
  const recipientsSection = async () =>
    (await screen.findByRole('heading', { name: 'Teslim almaya yetkili kişiler' })).closest(
      'section',
    ) as HTMLElement;

  it('checks the T.C. kimlik no before sending, then authorises the person', async () => {
    signIn();
    serve();
    const sent: unknown[] = [];
    apiServer.use(
      answer(addAuthorisedRecipientRoute, (request: TMockRequest) => {
        sent.push(request.body);
        return { ...RECIPIENT, id: 32, full_name: 'Zeynep Kaya' };
      }),
    );
    renderPage();
    const section = within(await recipientsSection());
    expect(section.getByText('Mehmet Demir')).toBeTruthy();
    expect(section.getByText('T.C. kimlik no: ••••••••146')).toBeTruthy();
    fireEvent.change(section.getByLabelText(/Adı soyadı/), { target: { value: 'Zeynep Kaya' } });
    const id = section.getByLabelText(/T\.C\. kimlik no/);
    fireEvent.change(id, { target: { value: '10000000147' } });
    fireEvent.click(section.getByRole('button', { name: 'Yetki ver' }));
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);

    fireEvent.change(id, { target: { value: '10000000146' } });
    fireEvent.click(section.getByRole('button', { name: 'Yetki ver' }));
    await waitFor(() => expect(sent).toEqual([{ full_name: 'Zeynep Kaya', national_id: '10000000146' }]));
  });

  it('withdraws an authorisation after a confirmation', async () => {
    signIn();
    serve();
    const removed: string[] = [];
    apiServer.use(
      answer(deleteAuthorisedRecipientRoute, (request: TMockRequest) => {
        removed.push(request.params.recipientId ?? '');
        return { id: RECIPIENT.id };
      }),
    );
    renderPage();
    const section = within(await recipientsSection());
    fireEvent.click(section.getByRole('button', { name: 'Yetkiyi kaldır: Mehmet Demir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yetki kaldırılsın mı?' });
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yetkiyi kaldır' }));
    await waitFor(() => expect(removed).toEqual(['31']));
  });
});

describe('staff', () => {
  it('are told that the customers set the instructions, with nothing to change', async () => {
    signIn('secretary');
    renderPage();
    expect(await screen.findByText(/Posta talimatlarını şirketin müşterileri belirler/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Talimatları kaydet' })).toBeNull();
  });
});
