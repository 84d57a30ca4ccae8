import { emitEvent, isTMA, mockTelegramEnv } from '@telegram-apps/sdk-react';

/**
 * Development only (main.tsx imports it behind `import.meta.env.DEV`, so builds never contain it): makes a
 * normal browser tab look like Telegram, with a test user and Telegram's default dark theme. Inside real
 * Telegram, or with launch parameters already in the URL, it does nothing.
 */
if (!isTMA()) {
  const user = {
    id: 99281932,
    first_name: 'Dev',
    last_name: 'Player',
    username: 'dev_player',
    language_code: 'en',
  };
  const initData = new URLSearchParams([
    ['user', JSON.stringify(user)],
    ['auth_date', String(Math.floor(Date.now() / 1000))],
    ['chat_type', 'sender'],
    ['chat_instance', '8428209589180549439'],
    // Not real signatures: the local server checks init data only for sign-in, with its own test token.
    ['signature', '0'.repeat(86)],
    ['hash', '0'.repeat(64)],
  ]);
  const themeParams = {
    accent_text_color: '#6ab2f2',
    bg_color: '#17212b',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    destructive_text_color: '#ec3942',
    header_bg_color: '#17212b',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    secondary_bg_color: '#232e3c',
    section_bg_color: '#17212b',
    section_header_text_color: '#6ab3f3',
    subtitle_text_color: '#708499',
    text_color: '#f5f5f5',
  } as const;
  const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };
  mockTelegramEnv({
    launchParams: {
      tgWebAppThemeParams: themeParams,
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
    },
    onEvent([method], next) {
      if (method === 'web_app_request_theme') emitEvent('theme_changed', { theme_params: themeParams });
      else if (method === 'web_app_request_viewport') {
        emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      } else if (method === 'web_app_request_safe_area') emitEvent('safe_area_changed', noInsets);
      else if (method === 'web_app_request_content_safe_area')
        emitEvent('content_safe_area_changed', noInsets);
      else next();
    },
  });
  console.info('Telegram environment mocked for development');
}
