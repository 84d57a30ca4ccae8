import { hideBackButton, onBackButtonClick, showBackButton } from '@telegram-apps/sdk-react';
import { type ReactNode, useLayoutEffect } from 'react';
import { useNavigate } from './router';

/**
 * Every screen renders inside a Page, which owns Telegram's BackButton: shown on every screen below the root
 * (`back`), going back in the app's history when pressed, hidden on the root. Telegram's own button, never
 * one drawn in the page, as Telegram's design guidelines ask. The button is handed over in the commit that
 * shows the screen (a layout effect): Preact runs plain effects after the next frame, up to ~35 ms after the
 * screen shows, and a press in between reached no screen (the previous one had let go).
 */
export function Page({ back = true, children }: { back?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (!back) {
      hideBackButton.ifAvailable();
      return;
    }
    showBackButton.ifAvailable();
    const subscribed = onBackButtonClick.ifAvailable(() => void navigate(-1));
    return () => {
      if (subscribed[0]) subscribed[1]();
    };
  }, [back, navigate]);
  return children;
}
