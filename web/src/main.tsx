// First: takes ?ifo_access_token= out of the URL before the router is created.
import './features/session/take-ifo-token';
import './lib/first-paint-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n';
import { loadFullStyles } from './lib/load-full-styles';

void startI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The rest of the stylesheet once the page is up, for anything on it that first-paint-styles.ts missed.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000));
  idle(() => void loadFullStyles());
});
