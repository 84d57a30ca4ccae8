import { useTimeout } from '@w2e/react/timers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import ui from '../../../lib/plain-ui.module.css';
import classes from './shell.module.css';

/** Quick page changes show nothing; slower ones show the overlay, so nobody clicks twice. */
const SHOW_AFTER_MS = 150;

/** The loading overlay while the next page's code (and text) loads. */
export function NavigationOverlay() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <LoadingOverlay />;
}

export function LoadingOverlay() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useTimeout(() => setVisible(true), SHOW_AFTER_MS);
  if (!visible) return null;
  return (
    <>
      <div className={classes.progress} aria-hidden="true" />
      <div className={classes.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
        <span className={ui.spinner} aria-hidden="true" />
        <span className={classes.visuallyHidden}>{t('shell:loadingPage')}</span>
      </div>
    </>
  );
}
