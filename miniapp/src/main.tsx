// Before anything builds a zod schema: the CSP allows no eval.
import './no-eval';
import '@telegram-apps/telegram-ui/dist/styles.css';
import './safe-area.css';
import './components/action-cell.css';
import './components/controls.css';
import './reduced-motion.css';
import {
  expandViewport,
  initDataUser,
  isMiniAppDark,
  retrieveLaunchParams,
  retrieveRawInitData,
} from '@telegram-apps/sdk-react';
import { AppRoot, Placeholder } from '@telegram-apps/telegram-ui';
import { pickLanguage } from '@w2e/core/i18n/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './app/api-client';
import { startTarget } from './app/deep-link';
import { createMiniAppI18n, I18nProvider } from './i18n';
import { init } from './init';

const root = createRoot(document.getElementById('root')!);

async function start() {
  if (import.meta.env.DEV) {
    // Preact's development checks (the build leaves them out): what React's development build warned about.
    await import('preact/debug');
    await import('./mock-env');
  }
  // The screens (router, data cache) download while the SDK starts and the text loads: the first bundle
  // holds only what every launch runs first, including the page for a browser outside Telegram.
  const screens = import('./app/app');
  let inTelegram = true;
  try {
    await init({ debug: import.meta.env.DEV });
  } catch (error) {
    console.warn('Not inside Telegram:', error);
    inTelegram = false;
  }

  const language = pickLanguage(inTelegram ? initDataUser()?.language_code : navigator.language);
  // The built page carries the stylesheet (vite.config.ts, inlineEntryCss): nothing to wait for.
  const i18n = await createMiniAppI18n(language);
  document.documentElement.lang = language;

  if (!inTelegram) {
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <AppRoot appearance="light" platform="base">
            <Placeholder
              header={i18n.t('miniapp:notInTelegram')}
              description={i18n.t('miniapp:notInTelegramHint')}
            />
          </AppRoot>
        </I18nProvider>
      </StrictMode>,
    );
    return;
  }

  // Full height from the start: the screens are lists that scroll.
  expandViewport.ifAvailable();
  const params = retrieveLaunchParams();
  const target = startTarget(params.tgWebAppStartParam);
  const { App } = await screens;
  root.render(
    <StrictMode>
      <App
        i18n={i18n}
        api={createApiClient({ initData: retrieveRawInitData(), i18n, referral: target.referral })}
        appearance={isMiniAppDark() ? 'dark' : 'light'}
        platform={['macos', 'ios'].includes(params.tgWebAppPlatform) ? 'ios' : 'base'}
        entries={target.entries}
      />
    </StrictMode>,
  );
}

void start();
