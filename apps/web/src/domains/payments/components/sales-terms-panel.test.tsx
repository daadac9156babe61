import {
  getSalesTermsRoute,
  payForSubscriptionRoute,
  payForSubscriptionWithCardOnFileRoute,
} from '@portal/contracts/payments/payment-routes';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, answerInTurn, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { salesTermsAnswer } from '../../../test/sales-terms-fixture.ts';
import { CardPaymentForm } from './card-payment-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const PAID = {
  payment_id: 12,
  status: 'succeeded',
  amount: 1_078_800,
  card_last4: '0008',
  card_brand: 'mastercard',
  invoice_id: 3,
  account_status: 3,
  challenge_url: null,
} as const;

function renderSale(onPaid = vi.fn()) {
  renderRoute(
    <CardPaymentForm
      accountId={7}
      product={{ type: PRODUCT_TYPES.accountant, id: 2 }}
      kind="subscription"
      lines={[
        { name: 'Standart Paket', unit_price: 249_000, billing: 'monthly' },
        { name: 'Ticaret Sicil ve Kuruluş Masrafları', unit_price: 650_000, billing: 'one_off' },
      ]}
      onPaid={onPaid}
      sale
    />,
    '/:lang/app/application-form/payment',
    '/tr/app/application-form/payment',
  );
  return onPaid;
}

function fillCard() {
  const type = (label: RegExp, value: string) =>
    fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  type(/^Kart üzerindeki ad soyad/, 'Ayşe Yılmaz');
  type(/^Kart numarası/, '4111111111111111');
  type(/^Son kullanma tarihi/, '1239');
  type(/^Güvenlik kodu/, '123');
}

const acceptBox = () =>
  screen.getByRole('checkbox', {
    name: 'Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni okudum ve onaylıyorum.',
  });

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['payments', 'validation']);
});

beforeEach(() => {
  storage.set('token', 'sales-terms-panel-token');
});

describe('a new sale’s payment form', () => {
  it('says how the packet renews and how to cancel, and shows both documents in the page', async () => {
    const asked: TMockRequest[] = [];
    apiServer.use(
      answer(getSalesTermsRoute, (request) => {
        asked.push(request);
        return salesTermsAnswer();
      }),
    );
    renderSale();
    expect(
      await screen.findByText(
        /bu ödemede kullandığınız karttan her ayın 31\. günü yenilenir \(o ay 31\. gün yoksa ayın son günü\)\. İlk yenileme 28 Şubat 2026 tarihinde, aylık ₺2\.988 \(KDV dahil\)\./,
      ),
    ).toBeTruthy();
    expect(asked[0]?.params).toEqual({ type: '1', id: '2' });
    expect(asked[0]?.query.get('account_id')).toBe('7');
    expect(asked[0]?.query.get('kind')).toBe('subscription');
    const cancel = screen.getByRole('link', { name: 'Profil › Aboneliklerim' });
    expect(cancel.getAttribute('href')).toBe('/tr/app/profile/subscriptions');
    expect(cancel.closest('p')?.textContent).toContain('“Aboneliği iptal et”');
    // Both documents, folded in the page; opened, their sections read.
    const form = screen.getByText('ÖN BİLGİLENDİRME FORMU').closest('details');
    const contract = screen.getByText('MESAFELİ SATIŞ SÖZLEŞMESİ').closest('details');
    expect(form?.open).toBe(false);
    fireEvent.click(within(contract as HTMLElement).getByText('MESAFELİ SATIŞ SÖZLEŞMESİ'));
    expect(within(contract as HTMLElement).getByText('Madde 6 – Cayma hakkı')).toBeTruthy();
    expect(
      within(form as HTMLElement).getByText('Unvan: Firmaport Bilişim ve Danışmanlık A.Ş.'),
    ).toBeTruthy();
  });

  it('pays nothing until the box is ticked, then sends the acceptance with the texts’ hash', async () => {
    const payments: TMockRequest[] = [];
    apiServer.use(
      answer(getSalesTermsRoute, salesTermsAnswer()),
      answer(payForSubscriptionRoute, (request) => {
        payments.push(request);
        return PAID;
      }),
    );
    const onPaid = renderSale();
    await screen.findByText('MESAFELİ SATIŞ SÖZLEŞMESİ');
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: '₺10.788 öde' }));
    const required =
      'Ödemeden önce Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni okuyup onaylamalısınız.';
    expect(await screen.findByText(required)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(acceptBox()));
    expect(acceptBox().getAttribute('aria-invalid')).toBe('true');
    expect(payments).toHaveLength(0);

    fireEvent.click(acceptBox());
    expect(screen.queryByText(required)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '₺10.788 öde' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(payments[0]?.body).toMatchObject({
      account_id: 7,
      card_number: '4111111111111111',
      accept_sales_terms: true,
      sales_terms_hash: 'a'.repeat(64),
    });
  });

  it('offers the card on file: one click once the box is ticked, no card typed', async () => {
    const onFile: TMockRequest[] = [];
    apiServer.use(
      answer(getSalesTermsRoute, salesTermsAnswer({ card_on_file: { brand: 'mastercard', last4: '0008' } })),
      answer(payForSubscriptionWithCardOnFileRoute, (request) => {
        onFile.push(request);
        return PAID;
      }),
    );
    const onPaid = renderSale();
    const button = await screen.findByRole('button', { name: 'Mastercard •••• 0008 ile ₺10.788 öde' });
    expect(screen.getByText('Ya da başka bir kartla ödeyin:')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(acceptBox().getAttribute('aria-invalid')).toBe('true'));
    expect(onFile).toHaveLength(0);

    fireEvent.click(acceptBox());
    fireEvent.click(button);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 12 })));
    expect(onFile[0]?.params).toEqual({ type: '1', id: '2' });
    expect(onFile[0]?.body).toEqual({
      account_id: 7,
      return_to: '/',
      accept_sales_terms: true,
      sales_terms_hash: 'a'.repeat(64),
    });
    expect(onFile[0]?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('asks again when the server says the order changed: the box unticked, the new texts read', async () => {
    const changed = 'Sipariş bilgileri değişti: lütfen güncellenen belgeleri okuyup yeniden onaylayın.';
    let reads = 0;
    apiServer.use(
      answerInTurn(
        getSalesTermsRoute,
        () => {
          reads += 1;
          return salesTermsAnswer();
        },
        () => {
          reads += 1;
          return salesTermsAnswer({ hash: 'b'.repeat(64) });
        },
      ),
      answerInTurn(payForSubscriptionRoute, () =>
        HttpResponse.json({ message: changed, errors: { accept_sales_terms: [changed] } }, { status: 422 }),
      ),
    );
    renderSale();
    await screen.findByText('MESAFELİ SATIŞ SÖZLEŞMESİ');
    fillCard();
    fireEvent.click(acceptBox());
    fireEvent.click(screen.getByRole('button', { name: '₺10.788 öde' }));
    // Shown once, at the box; not as the card's refusal.
    expect(await screen.findByText(changed)).toBeTruthy();
    expect(screen.queryByText('Ödeme gerçekleşmedi')).toBeNull();
    expect((acceptBox() as HTMLInputElement).checked).toBe(false);
    // The texts are read again: those of the order as it is now.
    await waitFor(() => expect(reads).toBe(2));
  });

  it('shows nothing to accept for a payment that needs no acceptance (a period already due)', async () => {
    apiServer.use(answer(getSalesTermsRoute, salesTermsAnswer({ required: false })));
    renderSale();
    await screen.findByRole('button', { name: '₺10.788 öde' });
    await waitFor(() => expect(screen.queryByText('Sözleşme belgeleri hazırlanıyor…')).toBeNull());
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
