import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the build prerenders a page and while the browser hydrates that markup, true from then on (and
 * at once on a page rendered in the browser). Parts that load lazily or depend on the browser (the wallet
 * button) render only when it is true: a Suspense boundary that suspends during the prerender would make
 * React give up hydrating it (error 419), and a browser-only value would not match the markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
