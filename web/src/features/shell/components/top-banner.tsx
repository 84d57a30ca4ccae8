import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** Bump when the banner says something new, so readers who closed the old one see it. */
export const BANNER_ID = 'release-3.2.3';
export const BANNER_STORAGE_KEY = 'banner-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(BANNER_STORAGE_KEY) === BANNER_ID;
  } catch {
    return false;
  }
}

/** The announcement above the header; closing it is remembered in this browser. */
export function TopBanner({ onOpenReleaseNote }: { onOpenReleaseNote: () => void }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(dismissed);
  if (hidden) return null;
  return (
    <aside className={classes.banner} aria-label={t('shell:bannerLabel')}>
      <span>{t('shell:bannerText')}</span>
      <button
        type="button"
        className={classes.bannerLink}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit' }}
        onClick={onOpenReleaseNote}
      >
        {t('shell:bannerLink')}
      </button>
      <button
        type="button"
        className={classes.bannerClose}
        aria-label={t('shell:dismissBanner')}
        onClick={() => {
          setHidden(true);
          try {
            localStorage.setItem(BANNER_STORAGE_KEY, BANNER_ID);
          } catch {
            // not remembered; it stays closed for this visit
          }
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
