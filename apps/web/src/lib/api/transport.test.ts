import { API_TIMEOUT_MS, RATE_LIMIT_RELOAD_MS } from '@portal/contracts/common/limits';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n.ts';
import { loading } from '../loading.ts';
import type { Notify } from '../notify.ts';
import { storage } from '../storage.ts';
import { ApiError } from './api-error.ts';
import { createTransport } from './transport.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

function setup(fetchImpl: typeof fetch) {
  const notify = vi.fn<Notify>();
  const reload = vi.fn<() => void>();
  const fetchSpy = vi.fn(fetchImpl);
  const client = createTransport({ fetch: fetchSpy, notify, reload });
  return { client, notify, reload, fetchSpy };
}

beforeAll(async () => {
  await initI18n('tr');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('transport', () => {
  it('adds user_id to every call while a staff member acts for a customer, and only then', async () => {
    storage.set('acting_for', {
      customer: { id: 42, name: 'Ayşe Kaya', email: 'ayse@example.com' },
      return_to: '/tr/app/accounts-detail/7',
      staff: { role_name: 'admin', permissions: [], accounts: [], account: null, type: 1 },
    });
    const { client, fetchSpy } = setup(async () => json(200, { result: null }));
    await client.send('GET', 'accounts/7', { query: { all: 1 } });
    await client.send('POST', 'accounts/7/informations', { body: {} });
    await client.getBlob('documents/3/file');
    // A call that names its own user_id keeps it.
    await client.send('GET', 'users/5', { query: { user_id: 5 } });
    storage.remove('acting_for');
    await client.send('GET', 'accounts/7');
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/accounts/7?all=1&user_id=42',
      '/api/accounts/7/informations?user_id=42',
      '/api/documents/3/file?user_id=42',
      '/api/users/5?user_id=5',
      '/api/accounts/7',
    ]);
  });

  it('returns the result of a success body', async () => {
    const { client } = setup(async () => json(200, { result: [{ id: 1 }] }));
    await expect(client.send('GET', 'packets')).resolves.toEqual({ result: [{ id: 1 }], message: undefined });
  });

  it('sends JSON accept, the page language and the bearer token', async () => {
    await i18n.changeLanguage('en');
    storage.set('token', 'abc123');
    const { client, fetchSpy } = setup(async () => json(200, { result: null }));
    await client.send('GET', '/categories', { query: { page: 2, search: undefined } });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/categories?page=2');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    await i18n.changeLanguage('tr');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, fetchSpy } = setup(async () => json(200, { result: null }));
    await client.send('POST', 'contact', { body: { full_name: 'Ayşe' } });
    const init = fetchSpy.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"full_name":"Ayşe"}');
  });

  it('shows a success notification for a non-GET answer that carries a message', async () => {
    const { client, notify } = setup(async () => json(200, { result: { id: 3 }, message: 'Şirket eklendi' }));
    await expect(client.send('POST', 'accounts', { body: { name: 'Deniz Ltd' } })).resolves.toMatchObject({
      result: { id: 3 },
    });
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Başarılı',
      description: 'Şirket eklendi',
    });
  });

  it('shows no notification for a GET answer, even with a message', async () => {
    const { client, notify } = setup(async () => json(200, { result: [], message: 'Listelendi' }));
    await client.send('GET', 'accounts');
    expect(notify).not.toHaveBeenCalled();
  });

  it('times out after 6000 ms and shows the transport message under the title Hata', async () => {
    const { client, notify } = setup(hangingFetch());
    const outcome = client.send('GET', 'health').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'timeout' });
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Hata',
      description: i18n.t('errors:transport.timeout'),
    });
    expect(loading.count()).toBe(0);
  });

  it('shows the network message when the server cannot be reached', async () => {
    const { client, notify } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.send('GET', 'health')).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Hata', description: i18n.t('errors:transport.network') }),
    );
  });

  it('shows the server message and hands field errors back on a failure', async () => {
    const { client, notify } = setup(async () =>
      json(422, { message: 'Girilen bilgiler geçersiz.', errors: { email: ['E-posta geçersiz.'] } }),
    );
    const error = await client.send('POST', 'auth/register', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Girilen bilgiler geçersiz.',
      errors: { email: ['E-posta geçersiz.'] },
    });
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Hata',
      description: 'Girilen bilgiler geçersiz.',
    });
  });

  it('falls back to the transport message when a failure has no message', async () => {
    const { client, notify } = setup(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.send('GET', 'health')).rejects.toMatchObject({ status: 502, kind: 'http' });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: i18n.t('errors:transport.http', { status: 502 }) }),
    );
  });

  it('on 401 clears storage except the language before showing the error', async () => {
    storage.set('lang', 'tr');
    storage.set('token', 'expired');
    storage.set('permissions', ['show accounts']);
    storage.set('type', 2);
    const { client, notify } = setup(async () => json(401, { message: 'Oturumunuz sona erdi.' }));
    notify.mockImplementation(() => {
      expect(window.localStorage.length).toBe(1);
      expect(storage.get('lang')).toBe('tr');
      expect(storage.get('token')).toBeNull();
    });
    await expect(client.send('GET', 'users/1')).rejects.toMatchObject({ status: 401 });
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Hata',
      description: 'Oturumunuz sona erdi.',
    });
    expect(storage.get('permissions')).toBeNull();
    expect(storage.get('lang')).toBe('tr');
  });

  it('on 429 shows the error and reloads the page after exactly 20 s', async () => {
    const { client, notify, reload } = setup(async () =>
      json(429, { message: 'Çok fazla deneme yaptınız.' }),
    );
    await expect(client.send('POST', 'auth/login', { body: {} })).rejects.toMatchObject({ status: 429 });
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Hata',
      description: 'Çok fazla deneme yaptınız.',
    });
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hands the error back without a notification when asked to (spec section 8)', async () => {
    const { client, notify } = setup(async () =>
      json(422, { message: 'Kod hatalı.', errors: { code: ['Kod hatalı.'] } }),
    );
    await expect(client.send('GET', 'verify/sms', { silent: true })).rejects.toMatchObject({ status: 422 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows nothing when the caller aborts', async () => {
    const { client, notify } = setup(hangingFetch());
    const controller = new AbortController();
    const outcome = client
      .send('GET', 'packets', { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    await expect(outcome).resolves.toMatchObject({ kind: 'aborted' });
    expect(notify).not.toHaveBeenCalled();
  });
});
