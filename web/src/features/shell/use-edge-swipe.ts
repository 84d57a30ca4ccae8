import { useEffect, useRef } from 'react';

/** How close to the left edge a swipe must start (px): further in, a horizontal drag is the page's own. */
export const EDGE_WIDTH = 24;
/** How far the finger must travel (px), mostly sideways, before the drawer follows. */
export const SWIPE_DISTANCE = 60;

/**
 * Calls `onOpen` when a finger starts at the left edge and moves right, and `onClose` when, with the drawer
 * open, it moves left: the phone gesture for a left drawer. Touch events only, so a mouse never triggers it;
 * passive listeners, so scrolling never waits for us.
 */
export function useEdgeSwipe({
  open,
  onOpen,
  onClose,
  enabled = true,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  enabled?: boolean;
}) {
  const state = useRef({ open, onOpen, onClose });
  state.current = { open, onOpen, onClose };

  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) {
        start = null;
        return;
      }
      start =
        state.current.open || touch.clientX <= EDGE_WIDTH ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = Math.abs(touch.clientY - start.y);
      if (dy > Math.abs(dx)) {
        start = null; // a scroll, not a swipe
        return;
      }
      if (!state.current.open && dx >= SWIPE_DISTANCE) {
        start = null;
        state.current.onOpen();
      } else if (state.current.open && dx <= -SWIPE_DISTANCE) {
        start = null;
        state.current.onClose();
      }
    };
    const onEnd = () => {
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);
}
