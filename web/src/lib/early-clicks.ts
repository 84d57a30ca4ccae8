/**
 * A page rendered on the server shows its buttons before its code arrives. The boot script (prerender.tsx,
 * `bootScript`) holds a click on one of them made meanwhile; `replayEarlyClicks` stops holding clicks and makes
 * the held one again, once React listens on the root (right after `hydrateRoot`: React hydrates the clicked part
 * at once for a click, then runs its handler). A button the page no longer has (rendered again from scratch) is
 * not clicked.
 */
interface EarlyClicks {
  clicks: Element[];
  listener: EventListener;
}

/** Where the boot script keeps the held click, on `window`. */
export const EARLY_CLICKS_KEY = '__w2eEarlyClicks';

export function replayEarlyClicks(): void {
  const held = window as unknown as Record<string, EarlyClicks | undefined>;
  const early = held[EARLY_CLICKS_KEY];
  if (!early) return;
  document.removeEventListener('click', early.listener, true);
  delete held[EARLY_CLICKS_KEY];
  for (const button of early.clicks) if (button.isConnected && button instanceof HTMLElement) button.click();
}
