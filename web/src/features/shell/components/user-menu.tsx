import { Button, Group, Loader } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadTranslations } from '../../../lib/i18n';
import { loadFullStyles } from '../../../lib/load-full-styles';
import { useSession } from '../../session/use-session';
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

  if (loading) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (!user) {
    return (
      <Group gap={4} wrap="nowrap">
        <Button component={Link} to={ROUTES.login} variant="subtle" size="sm" className={classes.authButton}>
          {t('nav:signIn')}
        </Button>
        <Button component={Link} to={ROUTES.register} size="sm" className={classes.authButton}>
          {t('nav:signUp')}
        </Button>
      </Group>
    );
  }

  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
