import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COMMUNITY_CHAT_URL } from '../../../lib/links';
import { currentItem, MAIN_NAV, MORE_NAV, type NavItem } from '../nav-items';
import classes from './shell.module.css';

/**
 * The links of the left navigation and the drawer: main items, more items, and the help chat last. The
 * current page's link carries aria-current="page" (one link at most: the most specific match).
 */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentItem(pathname, [...MAIN_NAV, ...MORE_NAV]);
  const link = (item: NavItem) => (
    <li key={item.to}>
      <Link
        to={item.to}
        className={classes.navLink}
        aria-current={item === current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {t(item.label)}
      </Link>
    </li>
  );
  return (
    <>
      <ul className={classes.navList}>{MAIN_NAV.map(link)}</ul>
      <p className={classes.navHeading}>{t('nav:morePages')}</p>
      <ul className={classes.navList}>{MORE_NAV.map(link)}</ul>
      <div className={classes.helpLink}>
        <HelpChatLink className={classes.navLink} />
      </div>
    </>
  );
}

export function HelpChatLink({
  className,
  label,
}: {
  className: string | undefined;
  label?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" className={className}>
      {label ?? t('nav:help')}
      <span className={classes.visuallyHidden}> {t('shell:opensInNewTab')}</span>
    </a>
  );
}

/** The header's main navigation (wide screens; phones have it in the drawer). */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentItem(pathname, MAIN_NAV);
  return (
    <nav className={classes.mainNav} aria-label={t('nav:mainNavigation')}>
      {MAIN_NAV.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={classes.mainNavLink}
          aria-current={item === current ? 'page' : undefined}
        >
          {t(item.label)}
        </Link>
      ))}
    </nav>
  );
}
