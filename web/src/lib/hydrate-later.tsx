import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Server-rendered content that can wait (below the fold): React hydrates the markup inside a Suspense boundary
 * after the rest of the page, at its lowest priority and in slices of a few milliseconds, instead of in the one
 * long task that hydrates the page. The markup is the server's until then, so nothing moves; a click on it
 * hydrates it at once and is replayed, and new props from the page hydrate it first with the old ones. It must
 * not read data that can change between the server's render and its hydration other than through its props (a
 * query the page fetched, the session): those read during its late hydration would no longer match the markup.
 * In a browser-rendered page it adds nothing: nothing inside suspends.
 *
 * The language is the one such value it handles itself: the reader can switch it before the content has
 * hydrated, and i18next's text then no longer matches the server's (React's error 418 and a second render of
 * the page). So until the content has hydrated, a language switch replaces the server's markup with a render
 * in the new language instead of hydrating it; once hydrated, a switch re-renders it in place as anywhere else,
 * keeping its state (an open question of the FAQ stays open).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const hydrated = useRef(false);
  const language = useRef(i18n.language);
  if (!hydrated.current) language.current = i18n.language;
  return (
    <Suspense key={language.current} fallback={null}>
      <Hydrated flag={hydrated} />
      {children}
    </Suspense>
  );
}

/** Renders nothing; its effect runs once the boundary it is in has hydrated (or mounted). */
function Hydrated({ flag }: { flag: { current: boolean } }) {
  useEffect(() => {
    flag.current = true;
  }, [flag]);
  return null;
}
