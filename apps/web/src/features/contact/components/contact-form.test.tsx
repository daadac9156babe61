import { HONEYPOT_FIELD } from '@portal/contracts/contact/contact-schemas';
import { getHoneyTimeRoute, sendContactMessageRoute } from '@portal/contracts/contact/public-form-routes';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import ContactFormSection, { prepare } from './contact-form.tsx';

/** The server: a new honey time for every GET, and `contact` answering (with `message`). */
function serverAnswering(message?: string) {
  const calls: { url: string; body: unknown }[] = [];
  apiServer.use(
    answer(getHoneyTimeRoute, () => {
      calls.push({ url: '/honey-time', body: undefined });
      return `signed-${calls.length}`;
    }),
    answer(
      sendContactMessageRoute,
      ({ body }) => {
        calls.push({ url: '/contact', body });
        return null;
      },
      message ? { message } : {},
    ),
  );
  return calls;
}

/**
 * The form announces through `announce` (a spy), not a mocked module: with the suite's shared
 * module cache (isolate: false) a form module another file loaded first kept that file's mock,
 * and this file's spy was never called (failed by chance, by the order of files on a worker).
 */
const announce = vi.fn();

function renderForm() {
  const router = createMemoryRouter(
    [{ path: '/:lang', element: <ContactFormSection announce={announce} /> }],
    {
      initialEntries: ['/tr'],
    },
  );
  render(<RouterProvider router={router} />);
}

function fill(label: RegExp, value: string) {
  const control = screen.getByLabelText(label, { selector: 'input, textarea' });
  fireEvent.input(control, { target: { value } });
  return control;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Mesajı gönder' }));
}

beforeAll(async () => {
  await initI18n('tr');
  await prepare();
});

afterEach(() => {
  announce.mockClear();
});

describe('contact form', () => {
  it('says "Hata" with the spec’s sentence and marks every empty field, sending nothing', async () => {
    const calls = serverAnswering();
    renderForm();
    submit();
    // The first test pays the form's first render and validation: a busy machine may need
    // more than waitFor's default second (and the test's default five).
    await waitFor(
      () =>
        expect(announce).toHaveBeenCalledWith({
          type: 'error',
          title: 'Hata',
          description: 'Lütfen tüm alanları doldurduğunuzdan emin olun',
        }),
      { timeout: 10_000 },
    );
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(4);
    expect(calls.filter((call) => call.url.endsWith('/contact'))).toHaveLength(0);
  }, 15_000);

  it('refuses a landline without the notification, under the phone field', async () => {
    serverAnswering();
    renderForm();
    fill(/^Ad soyad/, 'Ayşe Yılmaz');
    fill(/^E-posta/, 'ayse@example.com');
    fill(/^Cep telefonu/, '212 123 45 67');
    fill(/^Mesajınız/, 'Bilgi almak istiyorum.');
    submit();
    expect(
      await screen.findByText(
        'Lütfen geçerli bir cep telefonu numarası girin: 5 ile başlayan 10 hane ya da yurt dışı numarası için ülke koduyla (örneğin +49 151 23456789).',
      ),
    ).toBeTruthy();
    expect(announce).not.toHaveBeenCalled();
  });

  it('sends the fixed subject, the phone without spaces, the honey time and the empty trap, then clears', async () => {
    const calls = serverAnswering('Mesajınız alındı.');
    renderForm();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/honey-time'))).toBe(true));
    fill(/^Ad soyad/, 'Ayşe Yılmaz');
    fill(/^E-posta/, 'Ayse@Example.com');
    fill(/^Cep telefonu/, '532 123 45 67');
    const message = fill(/^Mesajınız/, 'Limited şirket kurmak istiyorum.');
    submit();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/contact'))).toBe(true));
    const sent = calls.find((call) => call.url.endsWith('/contact'))?.body;
    expect(sent).toEqual({
      subject: 'Müşteri İletişim Formu',
      full_name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '5321234567',
      message: 'Limited şirket kurmak istiyorum.',
      honeypot_time: 'signed-1',
      [HONEYPOT_FIELD]: '',
    });
    await waitFor(() => expect((message as HTMLTextAreaElement).value).toBe(''));
    // A fresh honey time for the next message.
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/honey-time')).length).toBe(2));
  });
});
