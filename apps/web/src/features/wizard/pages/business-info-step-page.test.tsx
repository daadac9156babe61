import { getAccountRoute, saveAccountInformationsRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import {
  getCitiesRoute,
  getDistrictsRoute,
  getNeighbourhoodsRoute,
} from '@portal/contracts/locations/place-routes';
import { getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wizardDraftKey } from '../../../domains/wizard/wizard-draft.tsx';
import { i18n, initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import BusinessInfoStepPage from './business-info-step-page.tsx';

type TAccount = TRouteResultInput<typeof getAccountRoute>;

const ACCOUNT_ID = 41;
const DRAFT_KEY = wizardDraftKey(ACCOUNT_ID, 'step', 'business-info');

/** A company whose founder is saved: the business-info step is next; its address is saved too. */
function account(informations: Record<string, string> = {}): TAccount {
  return {
    id: ACCOUNT_ID,
    name: 'Kira Ltd',
    status: ACCOUNT_STATUSES.applicationInProgress,
    created_at: '2026-01-05T09:00:00.000Z',
    lines: [],
    informations: Object.entries({
      step: 'personal-info',
      packet_id: '3',
      city: 'İstanbul',
      district: 'Kadıköy',
      neighbourhood: 'Caferağa Mah',
      street: 'Moda Caddesi',
      buildingNo: '12',
      doorNo: '3',
      ...informations,
    }).map(([key, value]) => ({ key, value })),
    products: [],
    users: [],
    status_reason: null,
    status_changed_at: null,
  };
}

const savedBody = (request: TMockRequest | undefined) =>
  Object.fromEntries(
    (
      (request?.body as { informations: { key: string; value: string }[] } | undefined)?.informations ?? []
    ).map(({ key, value }) => [key, value]),
  );

function serve(current: TAccount) {
  const saves: TMockRequest[] = [];
  storage.set('account', {
    id: ACCOUNT_ID,
    name: 'Kira Ltd',
    status: ACCOUNT_STATUSES.applicationInProgress,
  });
  apiServer.use(
    answer(getAccountRoute, current),
    answer(getCitiesRoute, [{ code: '34', name: 'İstanbul' }]),
    answer(getDistrictsRoute, ['Kadıköy']),
    answer(getNeighbourhoodsRoute, ['Caferağa Mah']),
    answer(getOfficeLocationsRoute, [OFFICE]),
    answer(saveAccountInformationsRoute, (request) => {
      saves.push(request);
      return current.informations;
    }),
  );
  return saves;
}

const OFFICE = {
  id: 2,
  slug: 'kadikoy',
  name: 'Kadıköy Ofis',
  city: 'İstanbul',
  district: 'Kadıköy',
  address: 'Moda Cd. 1',
  description: null,
  meeting_rooms: 2,
  reception_hours: '09:00-18:00',
  parking: false,
  latitude: 40.98,
  longitude: 29.02,
  packets: [],
  price_from: null,
  secretary: null,
};

const open = () =>
  renderRoute(
    <BusinessInfoStepPage />,
    '/:lang/app/application-form/:step',
    '/tr/app/application-form/business-info',
  );

function type(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

function choose(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'select' }), { target: { value } });
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['wizard', 'form', 'validation']);
});

afterEach(async () => {
  window.sessionStorage.clear();
  storage.remove('account');
  storage.remove('token');
  await i18n.changeLanguage('tr');
});

describe('business-info step', () => {
  it('takes the rent written the Turkish way ("25.000") and refuses what is no amount', async () => {
    storage.set('token', 'business-info-money-token');
    const saves = serve(account());
    const router = open();
    fireEvent.click(await screen.findByRole('radio', { name: /Kendi adresim/ }));
    type(/^Brüt kira/, '25.0000');
    type(/^Net kira/, '21.250,50');
    choose(/^Kira dönemi/, 'monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    expect(
      await screen.findByText('Lütfen geçerli bir tutar girin (ör. 25.000 ya da 1.234,56).'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Brüt kira/, { selector: 'input' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(saves).toHaveLength(0);

    type(/^Brüt kira/, '25.000');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toMatchObject({
      address_option: 'own',
      rental_amount_brut: '25.000',
      rental_amount_net: '21.250,50',
      rental_period: 'monthly',
      currency: 'TRY',
      step: 'business-info',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app/application-form/files'));
  }, 60_000);

  it('keeps unsaved typing over a reload, says so, and forgets it once the step is saved', async () => {
    storage.set('token', 'business-info-draft-token');
    const saves = serve(account({ rental_amount_brut: '18000.50' }));
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /Kendi adresim/ }));
    // A saved amount is shown the page's way.
    expect((screen.getByLabelText(/^Brüt kira/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '18000,50',
    );
    type(/^Cadde \/ sokak/, 'Bahariye Caddesi');
    type(/^Brüt kira/, '30.000');
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('Bahariye Caddesi'));
    expect(screen.queryByText('Kaydedilmemiş taslağınız geri yüklendi.')).toBeNull();

    // The reload: the page opens again and finds the draft over the saved answers.
    cleanup();
    open();
    expect(await screen.findByText('Kaydedilmemiş taslağınız geri yüklendi.')).toBeTruthy();
    expect((screen.getByLabelText(/^Cadde \/ sokak/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Bahariye Caddesi',
    );
    expect((screen.getByRole('radio', { name: /Kendi adresim/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Brüt kira/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '30.000',
    );

    type(/^Net kira/, '25.500');
    choose(/^Kira dönemi/, 'yearly');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toMatchObject({ street: 'Bahariye Caddesi', rental_amount_brut: '30.000' });
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  }, 60_000);

  it('asks where first, and at a virtual office asks for no own address (issue 36)', async () => {
    storage.set('token', 'business-info-office-token');
    const saves = serve(account());
    open();
    const office = await screen.findByRole('radio', { name: /Sanal ofisiniz/ });
    // Nothing of an address is asked before the choice.
    expect(screen.queryByLabelText(/^Cadde \/ sokak/)).toBeNull();
    fireEvent.click(office);
    fireEvent.click(await screen.findByRole('radio', { name: /Kadıköy Ofis/ }));
    expect(screen.queryByLabelText(/^Cadde \/ sokak/)).toBeNull();
    expect(screen.queryByLabelText(/^Bina no/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toMatchObject({
      address_option: 'virtual_office',
      virtual_office_id: '2',
      virtual_office_selection: 'Kadıköy Ofis',
      city: '',
      street: '',
      doorNo: '',
    });
  }, 60_000);
});
