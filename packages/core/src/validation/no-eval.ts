/**
 * For the browser apps, before any schema is built: zod compiles faster object parsers with `new Function`
 * when the page allows eval, and finds out by trying. Under our Content-Security-Policy (no 'unsafe-eval')
 * that try is refused and reported as a violation on every page load, so tell zod not to.
 *
 * Without importing zod: its global configuration lives on `globalThis.__zod_globalConfig` (zod 4 creates it
 * when first loaded and keeps what is already there), so the portal's first bundle, which carries no schema,
 * need not carry zod either. The test beside this file checks zod still reads it there.
 */
export function forbidEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
