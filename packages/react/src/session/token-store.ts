import { TOKEN_STORAGE_KEY } from '@w2e/core/constants';

export interface TokenStore {
  get(): string | null;
  set(token: string, expiresAt: string): void;
  clear(): void;
}

/**
 * The session JWT, kept where the spec says, by the portal and the Mini App alike: localStorage `jwtToken` and
 * a cookie of the same name with path `/`. The two apps share an origin, so signing in inside one signs in the
 * other. The cookie lets a future server-rendered page know the visitor; the API reads only the Bearer header,
 * so the cookie can't be used for cross-site requests. It is `Secure` on https and not `HttpOnly`: the same
 * token is in localStorage, where a script can read it anyway (docs/security.md, "The session cookie").
 */
export const tokenStore: TokenStore = {
  get() {
    try {
      return localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },

  set(token, expiresAt) {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the spec wants the token in a cookie too; the Cookie Store API is async and not in every browser we support.
    document.cookie = `${TOKEN_STORAGE_KEY}=${encodeURIComponent(token)}; Path=/; Expires=${new Date(expiresAt).toUTCString()}; SameSite=Lax${secure}`;
  },

  clear() {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // storage unavailable (private mode): nothing stored, nothing to remove
    }
    // biome-ignore lint/suspicious/noDocumentCookie: see set()
    document.cookie = `${TOKEN_STORAGE_KEY}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  },
};
