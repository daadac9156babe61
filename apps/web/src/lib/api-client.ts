import { API_TIMEOUT_MS, RATE_LIMIT_RELOAD_MS } from '@portal/contracts/common/limits';
import { ApiError, type FieldErrors } from './api/api-error.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { loading } from './loading.ts';
import { type Notify, notify } from './notify.ts';
import { storage } from './storage.ts';

/**
 * The one HTTP client of the web app (spec sections 7 and 8). It talks to `/api` with a
 * 6000 ms timeout, the bearer token, `Accept: application/json` and the page's language; it
 * returns the `result` of a success body and turns every failure into an `ApiError` after
 * showing it, unless the caller asks for the error back silently.
 */

export const API_BASE = '/api';

// Being replaced by lib/api/ (transport + typed route calls); removed when the last caller moves.
export { ApiError } from './api/api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<T = unknown> = {
  method?: Method;
  /** Sent as JSON, or as multipart when it is a FormData (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Aborting it (e.g. TanStack Query cancelling) rejects with kind 'aborted' and shows nothing. */
  signal?: AbortSignal;
  /**
   * Hand the failure back to the caller with no notification of the client's own: the calls
   * of spec section 8 (profile edit, e-mail verify, SMS, change password, add info, add user).
   */
  silent?: boolean;
  /** Validates the result at run time, e.g. a contract's Zod schema. */
  schema?: { parse: (value: unknown) => T };
  /** Extra request headers, e.g. the payment calls' Idempotency-Key. */
  headers?: Record<string, string>;
};

/** A success body: its result, and the message the server added, if any. */
export type Envelope<T> = { result: T; message: string | undefined };

export type ApiClientDeps = {
  fetch: typeof fetch;
  notify: Notify;
  /** Reloads the page; called RATE_LIMIT_RELOAD_MS after a 429. */
  reload: () => void;
  baseUrl: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m) => typeof m === 'string');
  }
  return errors;
}

/**
 * The API validates every body it sends against the contract's schema, so an unchecked result
 * is trusted to have the caller's type. Callers that want a run-time check pass `schema`; doing
 * it always would put Zod into every chunk, the landing page's included.
 */
function trustServer<T>(value: unknown): T {
  return value as T;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: null };
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = {
    fetch: (...args) => globalThis.fetch(...args),
    notify,
    reload: () => window.location.reload(),
    baseUrl: API_BASE,
    ...overrides,
  };
  let reloadScheduled = false;

  function fail(error: ApiError, silent: boolean, sentToken: string | null = null): never {
    // 401: the session is gone; drop it before anything shows, keeping only the language. Only
    // when the refused token is still the stored one: a call that left before a token refresh
    // (which revokes the old token) must not sign out the session that refresh just renewed.
    if (error.status === 401 && (sentToken === null || sentToken === storage.get('token'))) {
      storage.clearAllExceptLanguage();
    }
    if (!silent && error.kind !== 'aborted') {
      deps.notify({ type: 'error', title: i18n.t('common:error'), description: error.message });
    }
    if (error.status === 429 && !reloadScheduled) {
      reloadScheduled = true;
      setTimeout(() => deps.reload(), RATE_LIMIT_RELOAD_MS);
    }
    throw error;
  }

  /** The whole success envelope: the result and the server's message, for pages that show it. */
  async function requestEnvelope<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<Envelope<T>> {
    const method = options.method ?? 'GET';
    const silent = options.silent ?? false;
    const headers = new Headers({
      ...options.headers,
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
    });
    const token = storage.get('token');
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, API_TIMEOUT_MS);
    const abortFromCaller = () => controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller);
    if (options.signal?.aborted) controller.abort();

    loading.start();
    try {
      let response: Response;
      let parsed: Awaited<ReturnType<typeof readBody>>;
      try {
        response = await deps.fetch(buildUrl(deps.baseUrl, path, options.query), {
          method,
          headers,
          body,
          signal: controller.signal,
        });
        parsed = await readBody(response);
      } catch {
        if (timedOut) {
          return fail(
            new ApiError({ status: 0, kind: 'timeout', message: i18n.t('errors:transport.timeout') }),
            silent,
          );
        }
        if (controller.signal.aborted) {
          return fail(
            new ApiError({ status: 0, kind: 'aborted', message: i18n.t('errors:transport.aborted') }),
            silent,
          );
        }
        return fail(
          new ApiError({ status: 0, kind: 'network', message: i18n.t('errors:transport.network') }),
          silent,
        );
      }

      const payload = parsed.ok ? parsed.value : null;
      if (!response.ok) {
        const serverMessage = isRecord(payload) && typeof payload.message === 'string' ? payload.message : '';
        return fail(
          new ApiError({
            status: response.status,
            kind: 'http',
            message: serverMessage || i18n.t('errors:transport.http', { status: response.status }),
            errors: isRecord(payload) ? fieldErrorsOf(payload.errors) : undefined,
          }),
          silent,
          token,
        );
      }
      if (!parsed.ok) {
        return fail(
          new ApiError({
            status: response.status,
            kind: 'invalid-response',
            message: i18n.t('errors:transport.invalidResponse'),
          }),
          silent,
        );
      }

      const envelope = isRecord(payload) ? payload : {};
      const message =
        typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : undefined;
      if (method !== 'GET' && message) {
        deps.notify({ type: 'success', title: i18n.t('common:success'), description: message });
      }
      const result = 'result' in envelope ? envelope.result : payload;
      return { result: options.schema ? options.schema.parse(result) : trustServer<T>(result), message };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
      loading.stop();
    }
  }

  async function request<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
    return (await requestEnvelope(path, options)).result;
  }

  /**
   * A protected file (e.g. an avatar) as a Blob, with the bearer token; null when it cannot be
   * had. Never notifies: a missing picture is not worth an error message.
   */
  async function getBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob | null> {
    const headers = new Headers({ 'Accept-Language': currentLanguage() });
    const token = storage.get('token');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      const response = await deps.fetch(buildUrl(deps.baseUrl, path), { headers, signal: options.signal });
      return response.ok ? await response.blob() : null;
    } catch {
      return null;
    }
  }

  /**
   * A multipart upload with progress (fetch cannot report it), answered like any other call. The
   * 6 s timeout of spec section 7 does not apply: a large scan on a slow line takes longer.
   */
  function upload<T>(
    path: string,
    body: FormData,
    options: { onProgress?: (fraction: number) => void; silent?: boolean; signal?: AbortSignal } = {},
  ): Promise<T> {
    const silent = options.silent ?? false;
    const token = storage.get('token');
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', buildUrl(deps.baseUrl, path));
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', currentLanguage());
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
      };
      const failWith = (error: ApiError) => {
        try {
          fail(error, silent, token);
        } catch (thrown) {
          reject(thrown);
        }
      };
      xhr.onerror = () =>
        failWith(new ApiError({ status: 0, kind: 'network', message: i18n.t('errors:transport.network') }));
      xhr.onabort = () =>
        failWith(new ApiError({ status: 0, kind: 'aborted', message: i18n.t('errors:transport.aborted') }));
      xhr.onload = () => {
        let payload: unknown = null;
        try {
          payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          payload = null;
        }
        const record = isRecord(payload) ? payload : {};
        if (xhr.status < 200 || xhr.status >= 300) {
          const serverMessage = typeof record.message === 'string' ? record.message : '';
          failWith(
            new ApiError({
              status: xhr.status,
              kind: 'http',
              message: serverMessage || i18n.t('errors:transport.http', { status: xhr.status }),
              errors: fieldErrorsOf(record.errors),
            }),
          );
          return;
        }
        if (typeof record.message === 'string' && record.message !== '' && !silent) {
          deps.notify({ type: 'success', title: i18n.t('common:success'), description: record.message });
        }
        resolve(trustServer<T>(record.result));
      };
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  }

  type Options<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;
  return {
    request,
    requestEnvelope,
    getBlob,
    upload,
    get: <T>(path: string, options?: Options<T>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Options<T>) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. Tests build their own with `createApiClient({ fetch, notify, reload })`. */
export const api = createApiClient();
