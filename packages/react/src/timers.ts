import { useEffect, useRef } from 'react';

/**
 * Calls `callback` once, `ms` after the timer is armed, unless the component unmounts first or `ms` turns null
 * (disarmed). The latest `callback` is the one called, so a re-render with fresh props neither restarts the timer
 * nor calls a stale one; a change of `ms` or of `restartOn` starts it again.
 */
export function useTimeout(callback: () => void, ms: number | null, restartOn?: unknown): void {
  const latest = useRef(callback);
  latest.current = callback;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartOn is there only to start the timer again
  useEffect(() => {
    if (ms === null) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [ms, restartOn]);
}
