/** One answer of the sign-in index.html starts: the HTTP status and the parsed JSON body (null if none). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/**
 * The silent sign-in index.html starts before any module loads (its second inline script), so the requests
 * run beside the bundles instead of after them: the public config and, at the same time, the login with the
 * raw init data (read only when the config says the server signs in with Telegram).
 */
export interface EarlySignIn {
  initData: string;
  config: Promise<EarlyAnswer>;
  login: Promise<EarlyAnswer>;
}

declare global {
  interface Window {
    __w2eSignIn?: EarlySignIn;
  }
}

/**
 * The early sign-in, taken once (a retry signs in afresh) and only if it was made with the init data the app
 * signs in with; otherwise undefined and the app makes the requests itself.
 */
export function takeEarlySignIn(initData: string): EarlySignIn | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__w2eSignIn;
  if (early) window.__w2eSignIn = undefined;
  return early?.initData === initData ? early : undefined;
}

/** An answer's body, or thrown as the API client throws a refusal (`response.status`) so both paths judge it alike. */
export function answered(answer: EarlyAnswer | null): unknown {
  if (!answer) throw new Error('No answer');
  if (answer.status < 200 || answer.status >= 300)
    throw Object.assign(new Error(`HTTP ${answer.status}`), {
      response: { status: answer.status, data: answer.body },
    });
  return answer.body;
}
