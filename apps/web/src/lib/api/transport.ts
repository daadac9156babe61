import { API_TIMEOUT_MS, RATE_LIMIT_RELOAD_MS } from '@portal/contracts/common/limits';
import type { THttpMethod } from '@portal/contracts/http/route-contract';
import { currentLanguage, i18n } from '../i18n.ts';
import { loading } from '../loading.ts';
import { type Notify, notify } from '../notify.ts';
import { storage } from '../storage.ts';
import { ApiError, type FieldErrors } from './api-error.ts';

/**
 * The transport of the web app (spec sections 7 and 8): it talks to `/api` with a 6000 ms
 * timeout, the bearer token, `Accept: application/json` and the page's language, applies the
 * 401 and 429 rules and reports upload progress. It knows nothing of routes or types: the typed
 * calls in `call-route.ts` build on it.
 */

const API_BASE = '/api';

export type TQueryValue = string | number | boolean | null | undefined;

export type TSendOptions = {
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  query?: Record<string, TQueryValue | TQueryValue[]>;
  /** Aborting it (e.g. TanStack Query cancelling) rejects with kind 'aborted' and shows nothing. */
  signal?: AbortSignal;
  /**
   * Hand the failure back to the caller with no notification of the client's own: the calls
   * of spec section 8 (profile edit, e-mail verify, SMS, change password, add info, add user).
   */
  silent?: boolean;
  /** Extra request headers, e.g. the payment calls' Idempotency-Key. */
  headers?: Record<string, string>;
};

export type TUploadOptions = Pick<TSendOptions, 'query' | 'signal' | 'silent'> & {
  onProgress?: (fraction: number) => void;
  /** POST (a new file) unless the route replaces one (PUT). */
  method?: 'POST' | 'PUT';
};

/** A success body: its result (unchecked here), and the message the server added, if any. */
export type Envelope<T> = { result: T; message: string | undefined };

export type TransportDeps = {
  fetch: typeof fetch;
  notify: Notify;
  /** Reloads the page; called RATE_LIMIT_RELOAD_MS after a 429. */
  reload: () => void;
  baseUrl: string;
};

type TAnswer = { status: number; ok: boolean; parsed: { ok: true; value: unknown } | { ok: false } };

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

function buildUrl(baseUrl: string, path: string, query?: TSendOptions['query']): string {
  const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function parseJson(text: string): TAnswer['parsed'] {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function transportError(kind: 'timeout' | 'aborted' | 'network'): ApiError {
  return new ApiError({ status: 0, kind, message: i18n.t(`errors:transport.${kind}`) });
}

/** An answer that arrived: the envelope of a success, or the ApiError of a failure. */
function readAnswer(answer: TAnswer): Envelope<unknown> | ApiError {
  const payload = answer.parsed.ok ? answer.parsed.value : null;
  const body = isRecord(payload) ? payload : {};
  if (!answer.ok) {
    const serverMessage = typeof body.message === 'string' ? body.message : '';
    return new ApiError({
      status: answer.status,
      kind: 'http',
      message: serverMessage || i18n.t('errors:transport.http', { status: answer.status }),
      errors: fieldErrorsOf(body.errors),
    });
  }
  if (!answer.parsed.ok) {
    return new ApiError({
      status: answer.status,
      kind: 'invalid-response',
      message: i18n.t('errors:transport.invalidResponse'),
    });
  }
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  return { result: 'result' in body ? body.result : payload, message };
}

/**
 * The query a call sends: its own, plus `user_id` while a staff member acts for a customer (spec
 * section 6, issue 16), so every page reads and changes that customer's data and the server
 * records both people. A call naming its own `user_id` keeps it.
 */
function scopedQuery(query: TSendOptions['query']): TSendOptions['query'] {
  const acting = storage.get('acting_for');
  if (!acting || query?.user_id !== undefined) return query;
  return { ...query, user_id: acting.customer.id };
}

function requestHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = storage.get('token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export function createTransport(overrides: Partial<TransportDeps> = {}) {
  const deps: TransportDeps = {
    fetch: (...args) => globalThis.fetch(...args),
    notify,
    reload: () => window.location.reload(),
    baseUrl: API_BASE,
    ...overrides,
  };
  let reloadScheduled = false;

  /** Shows and throws a failure, applying the 401 and 429 rules of spec section 8. */
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

  /** The success envelope, after announcing a changing call's message. */
  function succeed(envelope: Envelope<unknown>, announce: boolean): Envelope<unknown> {
    if (announce && envelope.message) {
      deps.notify({ type: 'success', title: i18n.t('common:success'), description: envelope.message });
    }
    return envelope;
  }

  /** fetch with the 6 s timeout and the caller's signal; a transport failure becomes an ApiError. */
  async function fetchAnswer(
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<TAnswer | ApiError> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, API_TIMEOUT_MS);
    const abortFromCaller = () => controller.abort();
    signal?.addEventListener('abort', abortFromCaller);
    if (signal?.aborted) controller.abort();
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal });
      return { status: response.status, ok: response.ok, parsed: parseJson(await response.text()) };
    } catch {
      if (timedOut) return transportError('timeout');
      return transportError(controller.signal.aborted ? 'aborted' : 'network');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  /** One JSON call: the whole success envelope, or a thrown ApiError (shown unless silent). */
  async function send(
    method: THttpMethod,
    path: string,
    options: TSendOptions = {},
  ): Promise<Envelope<unknown>> {
    const silent = options.silent ?? false;
    const headers = requestHeaders(options.headers);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const token = storage.get('token');
    loading.start();
    try {
      const answer = await fetchAnswer(
        buildUrl(deps.baseUrl, path, scopedQuery(options.query)),
        { method, headers, body },
        options.signal,
      );
      const outcome = answer instanceof ApiError ? answer : readAnswer(answer);
      if (outcome instanceof ApiError) return fail(outcome, silent, outcome.kind === 'http' ? token : null);
      return succeed(outcome, method !== 'GET');
    } finally {
      loading.stop();
    }
  }

  /**
   * A protected file (an avatar, a document, an invoice PDF) as a Blob, with the bearer token;
   * null when it cannot be had. Never notifies: a missing picture is not worth an error message.
   */
  async function getBlob(
    path: string,
    options: Pick<TSendOptions, 'query' | 'signal'> = {},
  ): Promise<Blob | null> {
    try {
      const response = await deps.fetch(buildUrl(deps.baseUrl, path, scopedQuery(options.query)), {
        headers: requestHeaders(),
        signal: options.signal,
      });
      return response.ok ? await response.blob() : null;
    } catch {
      return null;
    }
  }

  /**
   * A multipart upload with progress (fetch cannot report it), answered like any other call. The
   * 6 s timeout of spec section 7 does not apply: a large scan on a slow line takes longer.
   */
  function upload(path: string, body: FormData, options: TUploadOptions = {}): Promise<Envelope<unknown>> {
    const silent = options.silent ?? false;
    const token = storage.get('token');
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(options.method ?? 'POST', buildUrl(deps.baseUrl, path, scopedQuery(options.query)));
      for (const [name, value] of requestHeaders()) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
      };
      const settle = (outcome: Envelope<unknown> | ApiError) => {
        try {
          if (outcome instanceof ApiError) fail(outcome, silent, outcome.kind === 'http' ? token : null);
          else resolve(succeed(outcome, !silent));
        } catch (thrown) {
          reject(thrown);
        }
      };
      xhr.onerror = () => settle(transportError('network'));
      xhr.onabort = () => settle(transportError('aborted'));
      xhr.onload = () =>
        settle(
          readAnswer({
            status: xhr.status,
            ok: xhr.status >= 200 && xhr.status < 300,
            parsed: parseJson(xhr.responseText ?? ''),
          }),
        );
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  }

  return { send, getBlob, upload };
}

export type Transport = ReturnType<typeof createTransport>;

/** The app's transport. Tests build their own with `createTransport({ fetch, notify, reload })`. */
export const transport = createTransport();
