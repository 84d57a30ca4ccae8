import {
  hapticFeedbackNotificationOccurred,
  mountMainButton,
  offMainButtonClick,
  onMainButtonClick,
  openLink,
  openTelegramLink,
  requestWriteAccess,
  setMainButtonParams,
  shareURL,
} from '@telegram-apps/sdk-react';
import { useLayoutEffect, useRef } from 'react';

/**
 * Telegram's MainButton for a screen's main action (Telegram's guidelines: one per screen, at the bottom,
 * drawn by Telegram). Shown while the screen is mounted and `visible`; hidden when it goes. The handler may
 * change on every render: the button always calls the latest one. Set up in the commit that shows the screen
 * (layout effects), like the BackButton (page.tsx): not a frame later, when a press could reach no screen.
 */
export function useMainButton({
  text,
  onClick,
  visible = true,
  enabled = true,
  loading = false,
}: {
  text: string;
  onClick: () => void;
  visible?: boolean;
  enabled?: boolean;
  loading?: boolean;
}) {
  const handler = useRef(onClick);
  handler.current = onClick;
  useLayoutEffect(() => {
    if (mountMainButton.isAvailable()) mountMainButton();
    const listener = () => handler.current();
    const subscribed = onMainButtonClick.isAvailable();
    if (subscribed) onMainButtonClick(listener);
    return () => {
      if (subscribed) offMainButtonClick(listener);
      setMainButtonParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
    };
  }, []);
  // The SDK sends nothing to Telegram for a button without text, so hiding one whose screen has no action
  // left ("Join" once joined) would leave it showing: it keeps its last text while hidden.
  const lastText = useRef(text);
  if (text) lastText.current = text;
  const shownText = text || lastText.current || '…';
  useLayoutEffect(() => {
    setMainButtonParams.ifAvailable({
      text: shownText,
      isVisible: visible,
      isEnabled: enabled && !loading,
      isLoaderVisible: loading,
    });
  }, [shownText, visible, enabled, loading]);
}

/** A result the player should feel: a task done, a wrong quiz, a refused request. */
export function haptic(result: 'success' | 'error' | 'warning') {
  hapticFeedbackNotificationOccurred.ifAvailable(result);
}

/** Opens a web page outside the Mini App (Telegram's in-app browser), or a new tab in a plain browser. */
export function openExternal(url: string) {
  if (openLink.isAvailable()) openLink(url);
  else window.open(url, '_blank', 'noopener');
}

/** Opens a t.me link inside Telegram (a group to join), or a new tab in a plain browser. */
export function openTelegram(url: string) {
  if (openTelegramLink.isAvailable()) openTelegramLink(url);
  else window.open(url, '_blank', 'noopener');
}

/** Telegram's share sheet: the player picks a chat and the link is sent there with the text. */
export function share(url: string, text: string) {
  if (shareURL.isAvailable()) shareURL(url, text);
  else openTelegram(`https://t.me/share/url?${new URLSearchParams({ url, text })}`);
}

/**
 * Telegram's own prompt "allow the bot to message you"; true once the player allowed it. False where it cannot be
 * asked (outside Telegram, an old client).
 */
export async function askWriteAccess(): Promise<boolean> {
  if (!requestWriteAccess.isAvailable()) return false;
  return (await requestWriteAccess()) === 'allowed';
}
