import type {
  TCompanyChangeRequest,
  TCompanyProfile,
} from '@portal/contracts/company-profile/company-profile';
import {
  getChangeRequestsRoute,
  getCompanyProfileRoute,
  updateCompanyProfileRoute,
} from '@portal/contracts/company-profile/company-profile-routes';
import {
  getCitiesRoute,
  getDistrictsRoute,
  getNeighbourhoodsRoute,
} from '@portal/contracts/locations/place-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import CompanyEditPage from './company-edit-page.tsx';

const SAVED: TCompanyProfile = {
  id: 7,
  name: 'Deniz Yazılım Ltd',
  tax_office: 'Kadıköy',
  tax_number: '1234567890',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighbourhood: 'Moda',
  street: 'Bahariye Caddesi',
  buildingNo: '12',
  doorNo: '3',
  mode: 'direct',
  can_edit: true,
  pending_request: null,
};

const REQUEST: TCompanyChangeRequest = {
  id: 31,
  account_id: 7,
  status: 'pending',
  changes: [{ field: 'tax_office', before: 'Kadıköy', after: 'Moda' }],
  requested_by: { id: 2, name: 'Ayşe Kaya' },
  requested_at: '2026-11-25T09:00:00.000Z',
  decided_by: null,
  decided_at: null,
  reason: null,
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['companyProfile', 'form', 'validation']);
});

function serve(company: TCompanyProfile, requests: TCompanyChangeRequest[] = []) {
  apiServer.use(
    answer(getCompanyProfileRoute, company),
    answer(getChangeRequestsRoute, requests),
    answer(getCitiesRoute, [
      { code: '34', name: 'İstanbul' },
      { code: '35', name: 'İzmir' },
    ]),
    answer(getDistrictsRoute, ['Kadıköy', 'Beşiktaş']),
    answer(getNeighbourhoodsRoute, ['Moda', 'Caferağa']),
  );
}

function renderPage() {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('accounts', [{ id: 7, name: SAVED.name, status: 1 }]);
  return renderRoute(
    <CompanyEditPage />,
    '/:lang/app/profile/company-edit/:id',
    '/tr/app/profile/company-edit/7',
  );
}

const form = async () =>
  (await screen.findByRole('button', { name: /Kaydet|Onaya gönder/ })).closest('form') as HTMLFormElement;

describe('the company edit before the application is submitted', () => {
  it('says a change applies at once, and saves it', async () => {
    serve(SAVED);
    const sent: unknown[] = [];
    apiServer.use(
      answer(
        updateCompanyProfileRoute,
        (request: TMockRequest) => {
          sent.push(request.body);
          return { company: { ...SAVED, name: 'Deniz Teknoloji A.Ş.' }, request: null };
        },
        { message: 'Şirket bilgileri kaydedildi.' },
      ),
    );
    renderPage();

    expect(await screen.findByText('Değişiklikler hemen kaydedilir')).toBeTruthy();
    const fields = within(await form());
    expect((fields.getByLabelText(/Vergi numarası/) as HTMLInputElement).value).toBe('1234567890');
    fireEvent.change(fields.getByLabelText(/Şirket adı/), { target: { value: 'Deniz Teknoloji A.Ş.' } });
    fireEvent.click(fields.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Deniz Teknoloji A.Ş.',
      tax_office: 'Kadıköy',
      tax_number: '1234567890',
      city: 'İstanbul',
      district: 'Kadıköy',
      neighbourhood: 'Moda',
      street: 'Bahariye Caddesi',
      buildingNo: '12',
      doorNo: '3',
    });
    // The top bar's company list follows the saved name.
    await waitFor(() => expect(storage.get('accounts')?.[0]?.name).toBe('Deniz Teknoloji A.Ş.'));
  });

  it('refuses to blank a saved detail or to leave the tax pair half given, before sending anything', async () => {
    serve({ ...SAVED, tax_office: null, tax_number: null });
    let calls = 0;
    apiServer.use(
      answer(updateCompanyProfileRoute, () => {
        calls += 1;
        return { company: SAVED, request: null };
      }),
    );
    renderPage();

    const fields = within(await form());
    fireEvent.change(fields.getByLabelText(/Cadde \/ sokak/), { target: { value: ' ' } });
    fireEvent.change(fields.getByLabelText(/Vergi dairesi/), { target: { value: 'Moda' } });
    fireEvent.click(fields.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() =>
      expect(fields.getByLabelText(/Cadde \/ sokak/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(fields.getByLabelText(/Vergi numarası/).getAttribute('aria-invalid')).toBe('true');
    expect(fields.getByLabelText(/Vergi dairesi/).getAttribute('aria-invalid')).toBeNull();
    expect(calls).toBe(0);
  });
});

describe('the company edit after the application is submitted', () => {
  it('says a change goes to the advisor, sends it, then shows it waiting with the form locked', async () => {
    serve({ ...SAVED, mode: 'request' });
    const sent: unknown[] = [];
    apiServer.use(
      answer(
        updateCompanyProfileRoute,
        (request: TMockRequest) => {
          sent.push(request.body);
          return { company: { ...SAVED, mode: 'request', pending_request: REQUEST }, request: REQUEST };
        },
        { status: 202, message: 'Değişikliğiniz onay için danışmanınıza gönderildi.' },
      ),
    );
    renderPage();

    expect(await screen.findByText('Değişiklikler danışmanınızın onayına gider')).toBeTruthy();
    const fields = within(await form());
    fireEvent.change(fields.getByLabelText(/Vergi dairesi/), { target: { value: 'Moda' } });
    fireEvent.click(fields.getByRole('button', { name: 'Onaya gönder' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tax_office: 'Moda', name: 'Deniz Yazılım Ltd' });
    const pending = await screen.findByText('Onay bekleyen değişikliğiniz');
    const panel = within(pending.closest('[role="status"]') as HTMLElement);
    expect(panel.getByText('Vergi dairesi')).toBeTruthy();
    expect(panel.getByText('Kadıköy → Moda')).toBeTruthy();
    // One request at a time: nothing more can be sent until the advisor decides.
    expect(screen.queryByRole('button', { name: 'Onaya gönder' })).toBeNull();
    // Locked by its fieldset: the field is disabled without an attribute of its own.
    expect(screen.getByLabelText(/Vergi dairesi/).matches(':disabled')).toBe(true);
    // The saved details stay as they were until then.
    expect((screen.getByLabelText(/Vergi dairesi/) as HTMLInputElement).value).toBe('Kadıköy');
  });

  it('shows why the last change was not approved', async () => {
    serve({ ...SAVED, mode: 'request' }, [
      {
        ...REQUEST,
        status: 'rejected',
        decided_by: { id: 5, name: 'Deniz Danışman' },
        decided_at: '2026-11-26T09:00:00.000Z',
        reason: 'Vergi levhası eşleşmiyor.',
      },
    ]);
    renderPage();
    const title = await screen.findByText('Son değişikliğiniz onaylanmadı');
    const panel = within(title.closest('[role="status"]') as HTMLElement);
    expect(panel.getByText(/Nedeni: Vergi levhası eşleşmiyor\./)).toBeTruthy();
  });
});
