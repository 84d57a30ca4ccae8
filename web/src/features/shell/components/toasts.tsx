import { TOAST_DURATION_MS } from '@w2e/core/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadFullStyles } from '../../../lib/load-full-styles';

const Notifications = lazy(() =>
  Promise.all([import('@mantine/notifications'), loadFullStyles()]).then(([m]) => ({
    default: m.Notifications,
  })),
);

/**
 * The toasts' container (top centre, 5 s; spec section 2), loaded once the browser is idle: its code and
 * animations are not needed for the first paint. A toast raised before that waits in Mantine's store and
 * shows as soon as the container mounts.
 */
export function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(show, 200);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={TOAST_DURATION_MS} limit={5} />
    </Suspense>
  );
}
