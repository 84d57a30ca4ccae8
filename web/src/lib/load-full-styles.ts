/**
 * Mantine's whole stylesheet (full-styles.ts), once, on demand. Everything rendered in the browser awaits it: lazy
 * pages (page-loading.ts) and the shell's lazily loaded parts (menus, drawer, toasts); main.tsx loads it once the
 * page is up in any case.
 *
 * Except a static page the server rendered (`lazyStaticPage`: about, pricing, FAQ, the service pages): its markup
 * came with the rules it uses (the server's critical CSS) and it renders nothing of its own in the browser, so it
 * hydrates without waiting for the sheet (164 KB) to arrive and be parsed, and main.tsx links it once the page is
 * up. Tried for every page, whole and in four parts each in a task of its own, and left out for the others: the
 * parse and match of the sheet is one long task wherever it lands, and after hydration it blocked the event and
 * game pages as long or longer in Lighthouse's phone (docs/portal.md, "Mantine's stylesheet, pruned").
 */
let loading: Promise<unknown> | undefined;

export function loadFullStyles(): Promise<void> {
  loading ??= import('./full-styles');
  return loading.then(() => undefined);
}

/**
 * Whether the page's first route hydrates markup the server rendered (the boot script leaves it for a visitor the
 * server rendered it for, and drops it otherwise): read when the first bundle runs, before the router starts.
 */
let hydratingServerMarkup =
  typeof document !== 'undefined' && (document.getElementById('root')?.hasChildNodes() ?? false);

/** What a static page's lazy route awaits before it renders: the sheet, unless it hydrates the server's markup. */
export function stylesForStaticPage(): Promise<void> {
  return hydratingServerMarkup ? Promise.resolve() : loadFullStyles();
}

/** main.tsx, once it has hydrated the server's markup: routes rendered from now on wait for the whole sheet. */
export function serverMarkupHydrated(): void {
  hydratingServerMarkup = false;
}
