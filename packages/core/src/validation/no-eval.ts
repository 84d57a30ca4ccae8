import { z } from 'zod';

/**
 * For the browser apps, before any schema is built: zod compiles faster object parsers with `new Function`
 * when the page allows eval, and finds out by trying. Under our Content-Security-Policy (no 'unsafe-eval')
 * that try is refused and reported as a violation on every page load, so tell zod not to.
 */
export function forbidEval(): void {
  z.config({ jitless: true });
}
