import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { currentLanguage, loadTranslations } from '../../../lib/i18n';
import { loadFullStyles } from '../../../lib/load-full-styles';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageLayout } from '../page-layout';
import { useEdgeSwipe } from '../use-edge-swipe';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainNav, NavLinks } from './nav-links';
import { NavigationOverlay } from './navigation-overlay';
import classes from './shell.module.css';
import { SiteFooter } from './site-footer';
import { TopBanner } from './top-banner';
import { UserMenu } from './user-menu';

// Wallet code (and the release note's modal) stay out of the first load; each waits for its text too.
const WalletButton = lazy(() =>
  Promise.all([import('../../../components/wallet-button'), loadTranslations(), loadFullStyles()]).then(
    ([m]) => ({
      default: m.WalletButton,
    }),
  ),
);
// The drawer's code loads the first time it opens (burger or swipe): most visits never open it.
const MobileDrawer = lazy(() =>
  Promise.all([import('./mobile-drawer'), loadFullStyles()]).then(([m]) => ({ default: m.MobileDrawer })),
);
const ReleaseNote = lazy(() =>
  Promise.all([import('./release-note'), loadFullStyles(), loadTranslations()]).then(([m]) => ({
    default: m.ReleaseNote,
  })),
);

/**
 * The wallet button once the page is hydrated (useHydrated): its own component, so the render that follows
 * hydration is this leaf's alone, not the whole shell's and the page's in one blocking task.
 */
function HydratedWalletButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <WalletButton />
    </Suspense>
  );
}

/**
 * Reports a page view whenever the path changes (not for a query-only change such as a profile tab). The
 * reporting code loads on the first view, after the page is on screen.
 */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const language = currentLanguage();
    void import('../../../lib/analytics').then((m) => m.reportPageView(pathname, language));
  }, [pathname]);
}

/**
 * The shell every page sits in (spec section 2): top banner, header (logo, main navigation, language, wallet,
 * Sign In / Sign Up or the user menu), left navigation marking the current page (hidden on small screens,
 * where the burger or a swipe from the left edge opens the drawer), footer with the version and its release
 * note, and the loading overlay while a page's code loads. A route may ask for less of it: see page-layout.ts.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const layout = usePageLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [releaseNoteOpen, setReleaseNoteOpen] = useState(false);
  const [releaseNoteLoaded, setReleaseNoteLoaded] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const openDrawer = useCallback(() => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  }, []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openReleaseNote = useCallback(() => {
    setReleaseNoteLoaded(true);
    setReleaseNoteOpen(true);
  }, []);
  usePageViews();
  useEdgeSwipe({ open: drawerOpen, onOpen: openDrawer, onClose: closeDrawer, enabled: layout !== 'bare' });

  if (layout === 'bare') {
    return (
      <>
        <NavigationOverlay />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </>
    );
  }

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        {t('shell:skipToContent')}
      </a>
      <NavigationOverlay />
      <TopBanner onOpenReleaseNote={openReleaseNote} />
      <header className={classes.header}>
        <div className={classes.headerStart}>
          <button
            type="button"
            className={classes.burger}
            onClick={() => (drawerOpen ? closeDrawer() : openDrawer())}
            aria-label={t('nav:openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            data-testid="burger"
          >
            <span aria-hidden="true" />
          </button>
          <Logo />
          <MainNav />
        </div>
        <div className={classes.headerEnd}>
          <LanguageSwitch />
          <HydratedWalletButton />
          <UserMenu />
        </div>
      </header>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
      <div className={classes.body}>
        {layout === 'standard' && (
          <nav className={classes.sideNav} aria-label={t('nav:sideNavigation')} data-testid="side-nav">
            <NavLinks />
          </nav>
        )}
        <div className={classes.content}>
          <main id="main" tabIndex={-1} className={classes.main}>
            <Outlet />
          </main>
          <SiteFooter onOpenReleaseNote={openReleaseNote} />
        </div>
      </div>
      {releaseNoteLoaded && (
        <Suspense fallback={null}>
          <ReleaseNote opened={releaseNoteOpen} onClose={() => setReleaseNoteOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
