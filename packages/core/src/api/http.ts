import axios, { type AxiosError, type AxiosInstance } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows its own message (for example under a form field); no toast. */
    skipErrorToast?: boolean;
  }
}

/** What every API function of core takes first: the app's one axios instance (createHttpClient). */
export type HttpClient = AxiosInstance;

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
}

/**
 * The spec's rule (section 8): a failed response with a body shows the server's message; without one,
 * "error when send request".
 */
export function errorToastMessage(error: unknown, fallback: string): string {
  const data = (error as AxiosError | undefined)?.response?.data;
  if (data && typeof data === 'object' && 'message' in data) {
    const text = (data as { message: unknown }).message;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  if (typeof data === 'string' && data.trim() !== '' && data.length < 300) return data;
  return fallback;
}

/** One axios instance per app: one base, a Bearer header from the token provider, errors to toasts. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000 });
  http.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const language = options.getLanguage?.();
    if (language) config.headers.set('Accept-Language', language);
    return config;
  });
  http.interceptors.response.use(undefined, (error: AxiosError) => {
    if (!axios.isCancel(error) && !error.config?.skipErrorToast) {
      options.notifyError?.(errorToastMessage(error, options.fallbackMessage()));
    }
    return Promise.reject(error);
  });
  return http;
}

/** The body of a failed call's response, if one arrived. */
export function errorBody(error: unknown): unknown {
  return axios.isAxiosError(error) ? error.response?.data : undefined;
}
