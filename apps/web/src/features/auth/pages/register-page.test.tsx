import { registerRoute } from '@portal/contracts/auth/auth-routes';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure } from '../../../test/mock-api.ts';
import RegisterPage from './register-page.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

function renderPage(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/:lang/app/register', element: <RegisterPage /> },
      { path: '/:lang/app/login', element: <p>login page</p> },
    ],
    { initialEntries: [`/tr/app/register${search}`] },
  );
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  // The phone mask (react-imask) listens to `input`; react-hook-form's fields listen to it as well.
  fireEvent.input(input, { target: { value } });
  return input;
}

function fillValidForm() {
  fill(/^Ad soyad/, 'Mehmet Öztürk');
  fill(/^Cep telefonu/, '532 123 45 67');
  fill(/^E-posta adresi/, 'Mehmet@Example.com');
  fill(/^Şifre\*?$/, 'gizli1234');
  fill(/^Şifre tekrarı/, 'gizli1234');
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Kayıt ol' }));
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['auth', 'form', 'validation']);
});

describe('register form', () => {
  it('shows the phone as ### ### ## ## and sends it as +90 and ten digits, then says to check the mail', async () => {
    const sent = vi.fn();
    apiServer.use(
      answer(
        registerRoute,
        (request) => {
          sent(request.body);
          return null;
        },
        { message: 'Girdiğiniz adrese bir e-posta gönderdik.' },
      ),
    );
    renderPage('?redirect=%2Ftr%2Fapp%2Fpayment');
    fillValidForm();
    expect(screen.getByLabelText(/^Cep telefonu/, { selector: 'input' })).toHaveProperty(
      'value',
      '532 123 45 67',
    );
    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({
      language_id: 1,
      name: 'Mehmet Öztürk',
      phone: '+905321234567',
      email: 'mehmet@example.com',
      password: 'gizli1234',
      password_confirmation: 'gizli1234',
    });
    // No session: the same answer comes for an address that has an account already.
    expect(await screen.findByText('E-postanızı kontrol edin')).toBeTruthy();
    expect(screen.getByText(/mehmet@example\.com adresine bir e-posta gönderdik/)).toBeTruthy();
    expect(storage.get('token')).toBeNull();
    const toLogin = screen.getByRole('link', { name: 'Giriş sayfasına git' });
    expect(toLogin.getAttribute('href')).toBe(
      '/tr/app/login?redirect=%2Ftr%2Fapp%2Fpayment&email=mehmet%40example.com',
    );
  });

  it('takes a mobile number abroad: its country chosen, or pasted with its code, sent in E.164', async () => {
    const sent = vi.fn();
    apiServer.use(
      answer(registerRoute, (request) => {
        sent(request.body);
        return null;
      }),
    );
    renderPage();
    fillValidForm();
    fireEvent.change(screen.getByLabelText('Ülke kodu', { selector: 'select' }), { target: { value: 'DE' } });
    const phone = fill(/^Cep telefonu/, '0151 23456789');
    // Grouped as Germans write it, the trunk 0 dropped.
    expect(phone).toHaveProperty('value', '1512 3456789');
    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ phone: '+4915123456789' });
  });

  it('switches to the country of a number pasted with its code', () => {
    renderPage();
    const phone = screen.getByLabelText(/^Cep telefonu/, { selector: 'input' });
    fireEvent.paste(phone, { clipboardData: { getData: () => '+44 7400 123456' } });
    expect((screen.getByLabelText('Ülke kodu', { selector: 'select' }) as HTMLSelectElement).value).toBe(
      'GB',
    );
    expect(screen.getByLabelText(/^Cep telefonu/, { selector: 'input' })).toHaveProperty(
      'value',
      '7400 123456',
    );
  });

  it('formats typed digits with the mask and drops a leading 0', () => {
    renderPage();
    const phone = fill(/^Cep telefonu/, '05321234567');
    expect(phone).toHaveProperty('value', '532 123 45 67');
  });

  it('shows the translated message on a mismatched confirmation and moves focus to it', async () => {
    const sent = vi.fn();
    apiServer.use(
      answer(registerRoute, () => {
        sent();
        return null;
      }),
    );
    renderPage();
    fillValidForm();
    const confirmation = fill(/^Şifre tekrarı/, 'gizli12345');
    submit();
    expect(await screen.findByText('Şifreler birbiriyle eşleşmiyor.')).toBeTruthy();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(confirmation.getAttribute('aria-describedby')).toContain(`${confirmation.id}-error`);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the rule checklist before submitting and the translated rule messages after', async () => {
    renderPage();
    fill(/^Şifre\*?$/, 'abc');
    const checklist = screen.getByText('Şifreniz şunları sağlamalı:').parentElement;
    expect(checklist?.textContent).toContain('Şifre en az 8 karakter olmalıdır.(henüz sağlanmadı)');
    // NIST SP 800-63B: length only, no composition rule (the server refuses common passwords).
    expect(checklist?.querySelectorAll('li')).toHaveLength(1);
    submit();
    // Name, phone and e-mail are empty: each says so, and focus goes to the first of them.
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(3);
    expect(
      screen.getByText('Şifre en az 8 karakter olmalıdır.', { selector: '[id$="-error"]' }),
    ).toBeTruthy();
    // Focus moves once the fields have marked themselves invalid (a render after the errors).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Ad soyad/, { selector: 'input' })),
    );
  });

  it("moves focus to the first invalid field in the page's order, the masked phone included", async () => {
    renderPage();
    fill(/^Ad soyad/, 'Mehmet Öztürk');
    fill(/^Cep telefonu/, '53212');
    fill(/^E-posta adresi/, 'mehmet@');
    submit();
    expect(
      await screen.findByText(
        'Lütfen geçerli bir cep telefonu numarası girin: 5 ile başlayan 10 hane ya da yurt dışı numarası için ülke koduyla (örneğin +49 151 23456789).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Lütfen geçerli bir e-posta adresi girin.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Cep telefonu/, { selector: 'input' })),
    );
  });

  it("shows the server's field errors on their fields", async () => {
    apiServer.use(
      failure(registerRoute, 422, {
        message: 'Girilen bilgiler geçerli değil.',
        errors: { password: ['Bu şifre en çok kullanılan şifrelerden biri.'] },
      }),
    );
    renderPage();
    fillValidForm();
    submit();
    expect(await screen.findByText('Bu şifre en çok kullanılan şifrelerden biri.')).toBeTruthy();
    const password = screen.getByLabelText(/^Şifre\*?$/, { selector: 'input' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(storage.get('token')).toBeNull();
  });
});
