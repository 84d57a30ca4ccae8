import {
  bindMiniAppCssVars,
  bindThemeParamsCssVars,
  bindViewportCssVars,
  init as initSdk,
  miniAppReady,
  mountBackButton,
  mountMiniAppSync,
  mountThemeParamsSync,
  mountViewport,
  restoreInitData,
  setDebug,
} from '@telegram-apps/sdk-react';

/**
 * Mounts the Telegram SDK once: back button, Mini App, theme and viewport, with their values bound to CSS
 * variables (`--tg-theme-*`, `--tg-viewport-*`) so the app follows the user's Telegram theme. Throws when
 * the page is not running inside Telegram; main.tsx then shows how to open it there.
 */
export async function init({ debug }: { debug: boolean }): Promise<void> {
  setDebug(debug);
  initSdk();
  restoreInitData();
  mountBackButton.ifAvailable();
  if (mountMiniAppSync.isAvailable()) {
    mountMiniAppSync();
    bindMiniAppCssVars();
  }
  if (mountThemeParamsSync.isAvailable()) {
    mountThemeParamsSync();
    bindThemeParamsCssVars();
  }
  if (mountViewport.isAvailable()) {
    await mountViewport();
    bindViewportCssVars();
  }
  miniAppReady.ifAvailable();
}
