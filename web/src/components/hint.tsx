import { lazy, type ReactElement, Suspense, useState } from 'react';

const Tooltip = lazy(() => import('./hint-tooltip').then((m) => ({ default: m.Tooltip })));

/**
 * Mantine's Tooltip (on hover, as its default), whose code (floating-ui and the tooltip, ~15 KB gzip) loads when
 * the reader first points at what it explains: the badges that carry one sit on the event, event list, player and
 * leaderboard pages, which otherwise all preloaded it for a hint few readers open. The first hover shows it
 * as soon as the code is in; from then on it behaves as Tooltip does.
 */
export function Hint({ label, children }: { label: string; children: ReactElement }) {
  const [wanted, setWanted] = useState(false);
  return (
    <span onPointerEnter={() => setWanted(true)} data-hint={wanted ? 'loaded' : 'waiting'}>
      {wanted ? (
        <Suspense fallback={children}>
          <Tooltip label={label} defaultOpened>
            {children}
          </Tooltip>
        </Suspense>
      ) : (
        children
      )}
    </span>
  );
}
