import { PRODUCT_VERSION } from '@w2e/core/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_LINKS } from '../nav-items';
import { HelpChatLink } from './nav-links';
import classes from './shell.module.css';

/** Footer (spec section 2): the links, the help chat, and version 3.2.3 with its release note. */
export function SiteFooter({ onOpenReleaseNote }: { onOpenReleaseNote: () => void }) {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerColumns}>
        {FOOTER_LINKS.map((group) => (
          <div key={group.heading}>
            <p className={classes.footerHeading}>{t(group.heading)}</p>
            <ul className={classes.footerList}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={classes.footerLink}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <p className={classes.footerHeading}>{t('nav:help')}</p>
          <ul className={classes.footerList}>
            <li>
              <HelpChatLink className={classes.footerLink} label={t('shell:helpChat')} />
            </li>
          </ul>
        </div>
      </div>
      <div className={classes.footerBottom}>
        <span>{t('shell:rights', { year: new Date().getFullYear(), brand: t('common:brand') })}</span>
        <button
          type="button"
          className={classes.footerLink}
          style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit' }}
          onClick={onOpenReleaseNote}
          data-testid="footer-version"
        >
          {t('shell:version', { version: PRODUCT_VERSION })}
        </button>
      </div>
    </footer>
  );
}
