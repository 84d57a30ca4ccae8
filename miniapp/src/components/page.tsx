import { hideBackButton, onBackButtonClick, showBackButton } from '@telegram-apps/sdk-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from './router';

/**
 * Every screen renders inside a Page, which owns Telegram's BackButton: shown on every screen below the root
 * (`back`), going back in the app's history when pressed, hidden on the root. Telegram's own button, never
 * one drawn in the page, as Telegram's design guidelines ask.
 */
export function Page({ back = true, children }: { back?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
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
