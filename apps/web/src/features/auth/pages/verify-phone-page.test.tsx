import type { TUser } from '@portal/contracts/auth/auth-schemas';
import { sendSmsVerificationRoute, verifySmsRoute } from '@portal/contracts/auth/verification-routes';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { PhoneVerificationBanner } from '../components/phone-verification-banner.tsx';
import VerifyPhonePage from './verify-phone-page.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const TOKEN = 'phone-verification-token';

const USER: TUser = {
  id: 41,
  name: 'Ayşe Yılmaz',
  email: 'ayse.telefon@example.com',
  phone: '+905321234567',
  language_id: 1,
  role_id: 1,
  role_name: 'customer',
  roles: [{ id: 1, name: 'customer' }],
  is_email_verified: true,
  is_phone_verified: false,
  avatar_url: null,
};

function signIn(user: Partial<TUser> = {}, role = 'customer') {
  storage.set('token', TOKEN);
  storage.set('role_name', role);
  storage.set('user', { ...USER, ...user });
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['auth', 'validation']);
});

afterEach(() => {
  storage.remove('token');
  storage.remove('user');
  storage.remove('role_name');
});

describe('the phone verification banner', () => {
  it('asks a customer whose e-mail is verified to verify the phone, leading to the page that sends the code', async () => {
    signIn();
    renderRoute(<PhoneVerificationBanner />, '/:lang/*', '/tr/app/documents?period=2026-10');
    const banner = await screen.findByRole('region', { name: 'Telefon doğrulama uyarısı' });
    expect(banner.textContent).toContain('+90 532 123 45 67 numarasına 6 haneli bir kod gönderelim');
    const link = screen.getByRole('link', { name: 'Kodu gönder' });
    const target = new URL(link.getAttribute('href') ?? '', 'https://portal.example.com');
    expect(target.pathname).toBe('/tr/app/phone-number/verify');
    expect(target.searchParams.get('send')).toBe('1');
    expect(target.searchParams.get('redirect')).toBe('/tr/app/documents?period=2026-10');
  });

  it('waits for the e-mail first, and asks neither staff nor a verified phone', () => {
    for (const [user, role] of [
      [{ is_email_verified: false }, 'customer'],
      [{ is_phone_verified: true }, 'customer'],
      [{ phone: null }, 'customer'],
      [{}, 'advisor'],
    ] as const) {
      signIn(user, role);
      renderRoute(<PhoneVerificationBanner />, '/:lang/*', '/tr/app');
      expect(screen.queryByRole('region', { name: 'Telefon doğrulama uyarısı' })).toBeNull();
      cleanup();
    }
  });
});

describe('the phone verification page', () => {
  it('sends one code at once when the banner asked, drops the flag, and offers the way back', async () => {
    signIn();
    const sends = vi.fn();
    apiServer.use(
      answer(
        sendSmsVerificationRoute,
        () => {
          sends();
          return { sent: true };
        },
        { message: 'Doğrulama kodu telefonunuza gönderildi.' },
      ),
    );
    const router = renderRoute(
      <VerifyPhonePage />,
      '/:lang/app/phone-number/verify',
      `/tr/app/phone-number/verify?send=1&redirect=${encodeURIComponent('/tr/app/documents')}`,
    );
    expect(await screen.findByText('Doğrulama kodu telefonunuza gönderildi.')).toBeTruthy();
    expect(sends).toHaveBeenCalledTimes(1);
    // A reload does not send again: the flag has left the address, the way back stays.
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/tr/app/documents')}`);
    const later = screen.getByRole('link', { name: 'Şimdi değil' });
    expect(later.getAttribute('href')).toBe('/tr/app/documents');
    // The resend button rests while the code travels.
    expect(screen.getByRole('button', { name: /Tekrar gönder/ })).toHaveProperty('disabled', true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends).toHaveBeenCalledTimes(1);
  });

  it('verifies the code and then offers to continue where the person was', async () => {
    signIn();
    apiServer.use(
      answer(sendSmsVerificationRoute, { sent: true }),
      answer(
        verifySmsRoute,
        ({ query }) => {
          expect(query.get('verification_code')).toBe('123456');
          return { user: { ...USER, is_phone_verified: true } };
        },
        { message: 'Telefon numaranız doğrulandı.' },
      ),
    );
    renderRoute(
      <VerifyPhonePage />,
      '/:lang/app/phone-number/verify',
      `/tr/app/phone-number/verify?redirect=${encodeURIComponent('/tr/app')}`,
    );
    // Opened without the flag, nothing is sent until the person asks.
    expect(await screen.findByRole('button', { name: 'Kod gönder' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Doğrulama kodu/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Telefon numaranız doğrulandı.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Devam et' }).getAttribute('href')).toBe('/tr/app'),
    );
    expect(storage.get('user')?.is_phone_verified).toBe(true);
  });
});
