import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TOfficeContract, TOfficeContractDetail } from '@portal/contracts/office/office-contract';
import {
  acceptOfficeContractRoute,
  getOfficeContractRoute,
} from '@portal/contracts/office/office-contract-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { downloadedFiles } from '../../../test/downloads.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import OfficeContractPage from './office-contract-page.tsx';

const ACCOUNT = 7;

const CONTRACT: TOfficeContractDetail = {
  number: 'SO-2026-000007',
  created_at: '2026-11-25T09:00:00.000Z',
  terms: {
    landlord: {
      name: 'Firmaport Bilişim ve Danışmanlık A.Ş.',
      address: 'Maslak Mah. Büyükdere Cad. No: 237, Sarıyer / İstanbul',
      tax_office: 'Maslak',
      tax_number: '7330035789',
      phone: '+90 212 555 44 33',
      email: 'destek@firmaport.com.tr',
    },
    tenant: {
      name: 'Deniz Yazılım Ltd. Şti.',
      address: 'Caferağa Mah. Moda Cad. 12 3, Kadıköy / İstanbul',
      tax_office: 'Kadıköy',
      tax_number: '1234567890',
      representative: 'Ayşe Yılmaz',
    },
    office: {
      id: 1,
      name: 'Maslak Ofis',
      address: 'Büyükdere Cad. No: 255',
      district: 'Sarıyer',
      city: 'İstanbul',
    },
    packet: { id: 21, name: 'Sanal Ofis Temel' },
    monthly_rent: 60_000,
    start_date: '2026-11-25',
    term_months: 1,
    auto_renews: true,
    allowance: { calls: 50, scans: 20, forwardings: 4, room_hours: 2, storage_days: 30 },
  },
  accepted_at: null,
  accepted_by: null,
  accepted_ip: null,
  pdf_url: `/api/accounts/${ACCOUNT}/office-contract/pdf`,
  address_letter_url: `/api/accounts/${ACCOUNT}/office-contract/address-letter`,
};

const ACCEPTED: TOfficeContract = {
  state: 'accepted',
  contract: {
    ...CONTRACT,
    accepted_at: '2026-11-25T11:05:00.000Z',
    accepted_by: { id: 3, name: 'Ayşe Yılmaz' },
    accepted_ip: '198.51.100.40',
  },
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeContract', 'validation']);
});

function signIn() {
  // A token of its own: a late 401 of another file's call (isolate: false) signs out only its own.
  storage.set('token', 'office-contract-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', [PERMISSIONS.showCalls]);
  storage.set('account', { id: ACCOUNT, name: 'Deniz Yazılım Ltd. Şti.', status: 4 });
}

function renderPage() {
  return renderRoute(<OfficeContractPage />, '/:lang/app/office/contract', '/tr/app/office/contract');
}

/** The file routes answer a small PDF, counting the calls by path. */
function servePdfs() {
  const fetched: string[] = [];
  for (const file of ['pdf', 'address-letter']) {
    apiServer.use(
      http.get(`*/api/accounts/${ACCOUNT}/office-contract/${file}`, () => {
        fetched.push(file);
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
  }
  return fetched;
}

describe('the office contract page', () => {
  it('says the contract is prepared once the office line is approved', async () => {
    signIn();
    apiServer.use(answer(getOfficeContractRoute, { state: 'not_approved', contract: null }));
    renderPage();
    expect(await screen.findByText('Sözleşmeniz onaydan sonra hazırlanır')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the terms, downloads the PDF, and accepts only once the box is ticked', async () => {
    signIn();
    const accepted: TMockRequest[] = [];
    apiServer.use(
      answer(getOfficeContractRoute, { state: 'ready', contract: CONTRACT }),
      answer(acceptOfficeContractRoute, (request) => {
        accepted.push(request);
        return ACCEPTED;
      }),
    );
    const fetched = servePdfs();
    renderPage();

    const terms = await screen.findByRole('region', { name: 'Sözleşmenin şartları' });
    expect(within(terms).getByText('SO-2026-000007')).toBeTruthy();
    expect(within(terms).getByText('+90 212 555 44 33 · destek@firmaport.com.tr')).toBeTruthy();
    expect(terms.textContent).toContain('Deniz Yazılım Ltd. Şti.');
    expect(terms.textContent).toContain('Vergi dairesi: Kadıköy · Vergi no: 1234567890');
    expect(terms.textContent).toContain('Temsilcisi: Ayşe Yılmaz');
    expect(terms.textContent).toContain('Büyükdere Cad. No: 255, Sarıyer / İstanbul');
    expect(within(terms).getByText('₺600 + KDV')).toBeTruthy();
    expect(within(terms).getByText('25 Kasım 2026 Çarşamba')).toBeTruthy();
    expect(terms.textContent).toContain('50 çağrı karşılama');

    // The address-use letter waits for the acceptance.
    expect(screen.queryByRole('button', { name: 'Adres kullanım yazısını indir (PDF)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sözleşmeyi indir (PDF)' }));
    await waitFor(() => expect(downloadedFiles()).toContain('SO-2026-000007.pdf'));
    expect(fetched).toEqual(['pdf']);

    const form = screen.getByRole('form', { name: 'Sözleşmeyi kabul edin' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sözleşmeyi kabul et' }));
    expect(
      await within(form).findByText('Lütfen sözleşmeyi okuduğunuzu ve kabul ettiğinizi onaylayın.'),
    ).toBeTruthy();
    expect(accepted).toHaveLength(0);

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Sözleşmeyi okudum ve kabul ediyorum' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Sözleşmeyi kabul et' }));
    expect(await screen.findByText('Sözleşmeyi kabul ettiniz')).toBeTruthy();
    expect(accepted.map((request) => request.body)).toEqual([{ read_and_accepted: true }]);
    expect(
      screen.getByText('Ayşe Yılmaz, 25.11.2026 14:05 tarihinde 198.51.100.40 IP adresinden kabul etti.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sözleşmeyi kabul edin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Adres kullanım yazısını indir (PDF)' }));
    await waitFor(() => expect(downloadedFiles()).toContain('SO-2026-000007-adres-muvafakatnamesi.pdf'));
    expect(fetched).toEqual(['pdf', 'address-letter']);
  });

  it('shows the server’s refusal of an acceptance in place', async () => {
    signIn();
    apiServer.use(
      answer(getOfficeContractRoute, { state: 'ready', contract: CONTRACT }),
      failure(acceptOfficeContractRoute, 409, {
        message:
          'Sanal ofis sözleşmesi, ofis başvurunuz onaylandıktan sonra hazırlanır; başvurunuz henüz onaylanmadı.',
      }),
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Sözleşmeyi kabul edin' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Sözleşmeyi okudum ve kabul ediyorum' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Sözleşmeyi kabul et' }));
    expect(await within(form).findByText(/başvurunuz henüz onaylanmadı/)).toBeTruthy();
  });

  it('reads in English too', async () => {
    signIn();
    await i18n.changeLanguage('en');
    await loadNamespaces(['officeContract', 'validation']);
    try {
      apiServer.use(answer(getOfficeContractRoute, ACCEPTED));
      renderRoute(<OfficeContractPage />, '/:lang/app/office/contract', '/en/app/office/contract');
      expect(await screen.findByRole('heading', { name: 'Virtual office lease contract' })).toBeTruthy();
      expect(await screen.findByText('You have accepted the contract')).toBeTruthy();
      expect(screen.getByText('TRY 600 + VAT (KDV)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download the address-use letter (PDF)' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('tr');
    }
  });
});
