import { type ReactNode, Suspense } from 'react';

/**
 * Server-rendered content that can wait (below the fold): React hydrates the markup inside a Suspense boundary
 * after the rest of the page, at its lowest priority and in slices of a few milliseconds, instead of in the one
 * long task that hydrates the page. The markup is the server's until then, so nothing moves; a click on it
 * hydrates it at once and is replayed, and new props from the page hydrate it first with the old ones. It must
 * not read data that can change between the server's render and its hydration other than through its props (a
 * query the page fetched, the session): those read during its late hydration would no longer match the markup.
 * In a browser-rendered page it adds nothing: nothing inside suspends.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
