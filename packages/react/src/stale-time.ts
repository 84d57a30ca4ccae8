/**
 * How long public content (games, articles) counts as fresh. A route fetches its page's data while the page's
 * code loads (the portal's route data); without this the page's first render would find it already stale and
 * ask the server again. Writes still refresh it at once: they invalidate their domain.
 */
export const PUBLIC_CONTENT_STALE_MS = 30_000;
