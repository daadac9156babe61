import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { CardPaymentDialog } from './card-payment-dialog.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const RESULT = {
  payment_id: 91,
  status: 'succeeded',
  amount: 180_000,
  card_last4: '1111',
  card_brand: 'visa',
  invoice_id: 5,
  account_status: 3,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Call = { url: string; body: Record<string, unknown>; key: string | null };

/** The payment endpoint, answering each call with the next of `answers` (the last one repeats). */
function serverAnswering(...answers: Array<() => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        body: JSON.parse(String(init?.body)),
        key: new Headers(init?.headers).get('Idempotency-Key'),
      });
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return answer ? answer() : json(500, {});
    }),
  );
  return calls;
}

function dialog(onPaid: () => void, addOnIds?: number[]) {
  return (
    <QueryProvider>
      <CardPaymentDialog
        open
        onOpenChange={vi.fn()}
        accountId={7}
        product={{ type: PRODUCT_TYPES.accountant, id: 3 }}
        kind="subscription"
        addOnIds={addOnIds}
        lines={[
          { name: 'Şahıs Şirketi Paketi', unit_price: 100_000, billing: 'monthly' },
          { name: 'Marka Tescili', unit_price: 50_000, billing: 'one_off' },
        ]}
        onPaid={onPaid}
      />
    </QueryProvider>
  );
}

function renderDialog(onPaid = vi.fn()) {
  render(dialog(onPaid));
  return onPaid;
}

function field(label: RegExp): HTMLInputElement {
  const input = screen.getByLabelText(label, { selector: 'input' });
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  return input;
}

/** The masks (react-imask) and react-hook-form both listen to `input`. */
function type(label: RegExp, value: string): HTMLInputElement {
  const input = field(label);
  fireEvent.input(input, { target: { value } });
  return input;
}

function fillValidCard() {
  type(/^Kart üzerindeki ad soyad/, 'Ayşe Yılmaz');
  type(/^Kart numarası/, '4111111111111111');
  type(/^Son kullanma tarihi/, '1239');
  type(/^Güvenlik kodu/, '123');
}

const payButton = () => screen.getByRole('button', { name: /öde$/ });

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['payments', 'validation']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('card payment dialog', () => {
  it('shows the total with KDV and each line "+ KDV"', () => {
    serverAnswering();
    renderDialog();
    expect(screen.getByText('₺1.000 + KDV')).toBeTruthy();
    expect(screen.getByText('₺500 + KDV')).toBeTruthy();
    // 1.500 TL + %20 KDV = 1.800 TL.
    expect(screen.getByText('₺300')).toBeTruthy();
    expect(screen.getByText('₺1.800')).toBeTruthy();
    expect(payButton().textContent).toBe('₺1.800 öde');
  });

  it('opens the bank page when the bank asks for 3-D Secure, and tells nobody it is paid yet', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/tr/app/profile/subscriptions',
      search: '',
      assign,
    });
    const calls = serverAnswering(() =>
      json(201, {
        result: { ...RESULT, status: 'pending', invoice_id: null, challenge_url: '/api/payments/3ds/abc' },
      }),
    );
    const onPaid = renderDialog();
    fillValidCard();
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/3ds/abc'));
    expect(calls[0]?.body.return_to).toBe('/tr/app/profile/subscriptions');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('groups the card number by four and says it is too short while under 16 digits', () => {
    serverAnswering();
    renderDialog();
    const number = type(/^Kart numarası/, '4111 1111 11ab');
    expect(number.value).toBe('4111 1111 11');
    expect(screen.getByText('Kart Numarası 16 Haneden Küçük Olamaz')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    type(/^Kart numarası/, '4111111111111111999');
    expect(number.value).toBe('4111 1111 1111 1111');
    expect(screen.queryByText('Kart Numarası 16 Haneden Küçük Olamaz')).toBeNull();
  });

  it('masks the expiry as MM/YY (also from a four-digit year) and keeps three CVC digits', () => {
    serverAnswering();
    renderDialog();
    expect(type(/^Son kullanma tarihi/, '1239').value).toBe('12/39');
    expect(type(/^Son kullanma tarihi/, '').value).toBe('');
    expect(type(/^Son kullanma tarihi/, '12/2039').value).toBe('12/39');
    expect(type(/^Güvenlik kodu/, '12a345').value).toBe('123');
  });

  it('has the card autocomplete names and a numeric keypad', () => {
    serverAnswering();
    renderDialog();
    expect(field(/^Kart üzerindeki ad soyad/).autocomplete).toBe('cc-name');
    expect(field(/^Kart numarası/).autocomplete).toBe('cc-number');
    expect(field(/^Son kullanma tarihi/).autocomplete).toBe('cc-exp');
    expect(field(/^Güvenlik kodu/).autocomplete).toBe('cc-csc');
    for (const label of [/^Kart numarası/, /^Son kullanma tarihi/, /^Güvenlik kodu/]) {
      expect(field(label).inputMode).toBe('numeric');
    }
  });

  it('sends nothing for an empty form and moves focus to the first invalid field', async () => {
    const calls = serverAnswering();
    renderDialog();
    fireEvent.click(payButton());
    await waitFor(() => expect(document.activeElement).toBe(field(/^Kart üzerindeki ad soyad/)));
    expect(screen.getByText('Lütfen kart üzerindeki adı ve soyadı girin.')).toBeTruthy();
    expect(screen.getByText('Kart Numarası 16 Haneden Küçük Olamaz')).toBeTruthy();
    expect(screen.getByText('Lütfen son kullanma tarihini AA/YY biçiminde girin.')).toBeTruthy();
    expect(screen.getByText('Güvenlik kodu 3 haneli olmalıdır.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the number without spaces, the split expiry and the account, then reports the payment', async () => {
    const calls = serverAnswering(() => json(201, { result: RESULT, message: 'Ödemeniz alındı.' }));
    const onPaid = renderDialog();
    fillValidCard();
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ ...RESULT, challenge_url: null }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/brands/1/products/3/subscription');
    expect(calls[0]?.body).toEqual({
      card_holder_name: 'Ayşe Yılmaz',
      card_number: '4111111111111111',
      card_expire_month: '12',
      card_expire_year: '39',
      card_cvc: '123',
      account_id: 7,
      // Where the bank's 3-D Secure page would send the payer back: this page.
      return_to: '/',
    });
    expect(calls[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('charges once for a double click', async () => {
    const calls = serverAnswering(() => json(201, { result: RESULT }));
    const onPaid = renderDialog();
    fillValidCard();
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
  });

  it('retries a call that got no answer with the same idempotency key, keeping the form', async () => {
    const calls = serverAnswering(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(201, { result: RESULT }),
    );
    const onPaid = renderDialog();
    fillValidCard();
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Ödeme alınamadı');
    expect(field(/^Kart numarası/).value).toBe('4111 1111 1111 1111');
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it('keeps the key after a 503 (the card may have been charged), also while the payment still runs', async () => {
    const calls = serverAnswering(
      () => json(503, { message: 'Veritabanına şu anda ulaşılamıyor.' }),
      () => json(409, { message: 'Bu ödeme hâlâ işleniyor.' }),
      () => json(201, { result: RESULT }),
    );
    const onPaid = renderDialog();
    fillValidCard();
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Veritabanına şu anda ulaşılamıyor.');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Bu ödeme hâlâ işleniyor.'));
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  });

  it('takes a new key when the basket changes (another add-on chosen meanwhile)', async () => {
    const calls = serverAnswering(
      () => json(503, { message: 'Veritabanına şu anda ulaşılamıyor.' }),
      () => json(201, { result: RESULT }),
    );
    const onPaid = vi.fn();
    const { rerender } = render(dialog(onPaid));
    fillValidCard();
    fireEvent.click(payButton());
    await screen.findByRole('alert');
    rerender(dialog(onPaid, [12]));
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls[1]?.body.add_on_ids).toEqual([12]);
    expect(calls[1]?.key).not.toBe(calls[0]?.key);
  });

  it('shows a declined card’s message inside the dialog and tries another card under a new key', async () => {
    const calls = serverAnswering(
      () => json(402, { message: 'Kartınızın bakiyesi yetersiz.' }),
      () => json(201, { result: RESULT }),
    );
    const onPaid = renderDialog();
    fillValidCard();
    fireEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kartınızın bakiyesi yetersiz.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(field(/^Kart üzerindeki ad soyad/).value).toBe('Ayşe Yılmaz');
    type(/^Kart numarası/, '5555555555554444');
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls[1]?.body.card_number).toBe('5555555555554444');
    expect(calls[1]?.key).not.toBe(calls[0]?.key);
  });

  it('puts the server’s field messages on the form’s fields', async () => {
    serverAnswering(() =>
      json(422, {
        message: 'Geçersiz bilgiler.',
        errors: { card_expire_month: ['Kartınızın süresi dolmuş.'] },
      }),
    );
    renderDialog();
    fillValidCard();
    fireEvent.click(payButton());
    expect(await screen.findByText('Kartınızın süresi dolmuş.')).toBeTruthy();
    expect(field(/^Son kullanma tarihi/).getAttribute('aria-invalid')).toBe('true');
  });
});
