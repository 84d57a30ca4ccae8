/**
 * How a page's images load. The image a page shows first and largest (a detail page's banner, the first card of
 * a list) is usually what the browser counts as the page's largest paint: it is fetched at once and ahead of the
 * page's scripts (`fetchpriority="high"`), where by default an image waits behind every script the page
 * preloads, and a lazy one until layout. The other cards' images load lazily, when scrolled near.
 */
export function imageLoading(first: boolean): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return first ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
