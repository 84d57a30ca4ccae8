// Before anything builds a zod schema: the CSP allows no eval.
import './no-eval';
import '@telegram-apps/telegram-ui/dist/styles.css';
import {
  initDataUser,
  isMiniAppDark,
  retrieveLaunchParams,
  retrieveRawInitData,
} from '@telegram-apps/sdk-react';
import { AppRoot, Placeholder } from '@telegram-apps/telegram-ui';
import { pickLanguage } from '@w2e/core/i18n/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from './app/api-client';
import { App } from './app/app';
import { createMiniAppI18n } from './i18n';
import { init } from './init';

const root = createRoot(document.getElementById('root')!);

async function start() {
  if (import.meta.env.DEV) await import('./mock-env');
  let inTelegram = true;
  try {
    await init({ debug: import.meta.env.DEV });
  } catch (error) {
    console.warn('Not inside Telegram:', error);
    inTelegram = false;
  }

  const language = pickLanguage(inTelegram ? initDataUser()?.language_code : navigator.language);
  const i18n = createMiniAppI18n(language);
  document.documentElement.lang = language;

  if (!inTelegram) {
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppRoot appearance="light" platform="base">
            <Placeholder
              header={i18n.t('miniapp:notInTelegram')}
              description={i18n.t('miniapp:notInTelegramHint')}
            />
          </AppRoot>
        </I18nextProvider>
      </StrictMode>,
    );
    return;
  }

  const platform = retrieveLaunchParams().tgWebAppPlatform;
  root.render(
    <StrictMode>
      <App
        i18n={i18n}
        api={createApiClient({ initData: retrieveRawInitData(), i18n })}
        appearance={isMiniAppDark() ? 'dark' : 'light'}
        platform={['macos', 'ios'].includes(platform) ? 'ios' : 'base'}
      />
    </StrictMode>,
  );
}

void start();
