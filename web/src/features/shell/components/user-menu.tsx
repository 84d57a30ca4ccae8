import { ROUTES } from '@w2e/core/routes';
import { useSession } from '@w2e/react/session/queries';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadTranslations } from '../../../lib/i18n';
import { loadFullStyles } from '../../../lib/load-full-styles';
import ui from '../../../lib/plain-ui.module.css';
import classes from './shell.module.css';

/** Lazily loaded shell parts wait for all their text too, so they never show a key. */
const AccountMenu = lazy(() =>
  Promise.all([import('./account-menu'), loadTranslations(), loadFullStyles()]).then(([m]) => ({
    default: m.AccountMenu,
  })),
);

/** Sign In / Sign Up for visitors; the user's name and menu (spec section 2) once signed in. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, loading } = useSession();

  const spinner = (
    <span className={`${ui.spinner} ${ui.small}`} role="status" aria-label={t('common:loading')} />
  );
  if (loading) return spinner;
  if (!user) {
    return (
      <div className={classes.authButtons}>
        <Link
          to={ROUTES.login}
          className={`${ui.button} ${ui.subtle} ${classes.authButton}`}
          data-variant="subtle"
        >
          {t('nav:signIn')}
        </Link>
        <Link to={ROUTES.register} className={`${ui.button} ${ui.filled} ${classes.authButton}`}>
          {t('nav:signUp')}
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={spinner}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
