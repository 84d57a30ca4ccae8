/**
 * The API's HTTP client: a small layer over `fetch` (no axios, so the apps' first request downloads no HTTP
 * library). It has the surface core's API functions use: `get/delete(url, config?)` and
 * `post/put/patch(url, body?, config?)` resolving `{ data, status, headers }`, a query from `params`, JSON or
 * FormData bodies, a timeout, the bearer token and Accept-Language read on every request, and failures
 * rejected as an `HttpError` (with `response.status` and `response.data` when the server answered).
 */

/** What requests go through: `fetch`, unless the app answers them another way (the portal's server render). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

type QueryValue = string | number | boolean | Date | null | undefined;

export interface RequestConfig {
  /** The query string; `undefined` and `null` are left out, an array repeats its key. */
  params?: object;
  headers?: Record<string, string>;
  /** 'text' keeps the body as it came; otherwise a body that parses as JSON is parsed (as axios did). */
  responseType?: 'json' | 'text';
  /** Aborts the request; an aborted request is rejected with code 'ERR_CANCELED' and never toasted. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request (milliseconds, 0 for none). */
  timeout?: number;
  /** The caller shows its own message (for example under a form field); no toast. */
  skipErrorToast?: boolean;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';

/**
 * A failed call: refused by the server (`response` set: its status and parsed body), unreachable
 * ('ERR_NETWORK'), too slow ('ECONNABORTED': the timeout) or cancelled by the caller ('ERR_CANCELED').
 */
export class HttpError extends Error {
  /** Lets code that must not import this module tell an API failure from other errors (structurally). */
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: RequestConfig & { method: string; url: string },
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Whether `error` is a failed API call (an `HttpError`, or one built alike by a test's fake client). */
export function isHttpError(error: unknown): error is HttpError {
  return (error as { isHttpError?: unknown } | null)?.isHttpError === true;
}

/** What every API function of core takes first: the app's one client (createHttpClient). */
export interface HttpClient {
  /** The API base the client resolves relative URLs against. */
  readonly baseURL: string;
  /** What requests go through (`fetch` by default); the portal's server-side render answers them in-process. */
  transport: Transport;
  /** Shows no toasts at all (the server-side render: a failure there is the browser's to show). */
  quiet: boolean;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  /** `config.data` is the body, when a DELETE has one. */
  delete<T = unknown>(url: string, config?: RequestConfig & { data?: unknown }): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

export interface HttpClientOptions {
  /** The one API base, `/api` by default. */
  baseURL: string;
  /** Read on every request, so a sign-in or sign-out takes effect at once. */
  getToken: () => string | null;
  /** The reader's language, sent as Accept-Language so the server answers in it. */
  getLanguage?: () => string;
  /** Shows an error toast. Receives the text the spec's rule chose (see `errorToastMessage`). */
  notifyError?: (message: string) => void;
  /** The translated "error when send request". */
  fallbackMessage: () => string;
  timeoutMs?: number;
  /** `fetch` unless given. */
  transport?: Transport;
}

/**
 * The spec's rule (section 8): a failed response with a body shows the server's message; without one,
 * "error when send request".
 */
export function errorToastMessage(error: unknown, fallback: string): string {
  const data = (error as { response?: { data?: unknown } } | undefined)?.response?.data;
  if (data && typeof data === 'object' && 'message' in data) {
    const text = (data as { message: unknown }).message;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  if (typeof data === 'string' && data.trim() !== '' && data.length < 300) return data;
  return fallback;
}

/** `base/url?query`: a relative `url` joins the base, an absolute one stays as it is. */
function requestUrl(baseURL: string, url: string, params: object | undefined): string {
  const joined = /^[a-z][a-z\d+.-]*:\/\//i.test(url)
    ? url
    : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of (Array.isArray(value) ? value : [value]) as QueryValue[]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const query = search.toString();
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}

/** The body as JSON when it parses (unless text was asked for), else the text; '' when there is none. */
async function readBody(response: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  const text = await response.text();
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One client per app: one base, a Bearer header from the token provider, errors to toasts. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const request = async (
    method: string,
    url: string,
    body: unknown,
    config: RequestConfig = {},
  ): Promise<HttpResponse> => {
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    const token = options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const language = options.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    let payload: BodyInit | undefined;
    // FormData sets its own multipart content type (with the boundary).
    if (body instanceof FormData || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
    for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);

    const controller = new AbortController();
    const cancel = () => controller.abort();
    config.signal?.addEventListener('abort', cancel, { once: true });
    if (config.signal?.aborted) cancel();
    let timedOut = false;
    const timeoutMs = config.timeout ?? options.timeoutMs ?? 30_000;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const described = { ...config, method, url };
    try {
      let response: Response;
      let data: unknown;
      try {
        response = await client.transport(requestUrl(options.baseURL, url, config.params), {
          method,
          headers,
          body: payload,
          signal: controller.signal,
        });
        data = await readBody(response, config.responseType);
      } catch (cause) {
        const code = timedOut ? 'ECONNABORTED' : controller.signal.aborted ? 'ERR_CANCELED' : 'ERR_NETWORK';
        const message = timedOut ? `timeout of ${timeoutMs}ms exceeded` : (cause as Error).message;
        throw new HttpError(message, code, described);
      }
      const answer = { data, status: response.status, headers: response.headers };
      if (response.status < 200 || response.status >= 300) {
        throw new HttpError(
          `Request failed with status code ${response.status}`,
          'ERR_BAD_RESPONSE',
          described,
          answer,
        );
      }
      return answer;
    } catch (error) {
      const failure = error as HttpError;
      if (failure.code !== 'ERR_CANCELED' && !config.skipErrorToast && !client.quiet) {
        options.notifyError?.(errorToastMessage(failure, options.fallbackMessage()));
      }
      throw failure;
    } finally {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', cancel);
    }
  };

  const client = {
    baseURL: options.baseURL,
    transport: options.transport ?? ((url: string, init: RequestInit) => fetch(url, init)),
    quiet: false,
    get: (url: string, config?: RequestConfig) => request('GET', url, undefined, config),
    delete: (url: string, config?: RequestConfig & { data?: unknown }) =>
      request('DELETE', url, config?.data, config),
    post: (url: string, body?: unknown, config?: RequestConfig) => request('POST', url, body, config),
    put: (url: string, body?: unknown, config?: RequestConfig) => request('PUT', url, body, config),
    patch: (url: string, body?: unknown, config?: RequestConfig) => request('PATCH', url, body, config),
  };
  return client as HttpClient;
}

/** The body of a failed call's response, if one arrived. */
export function errorBody(error: unknown): unknown {
  return isHttpError(error) ? error.response?.data : undefined;
}
