import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport yet; once it has, it stays seen. For content that
 * costs the main thread a lot and is not needed before the reader gets near it (a game's charts: recharts draws
 * for ~300 ms on a phone), so a page that opens at its top does not pay for what is far below. Pass the returned
 * ref to the element (it may mount later than the component). Where the browser has no IntersectionObserver,
 * the element counts as seen once it is there.
 */
export function useSeen<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, element, margin]);
  return [setElement, seen];
}
