import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './shell.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={ROUTES.home} className={classes.logo} aria-label={t('common:brand')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className={classes.logoText}>{t('common:brand')}</span>
    </Link>
  );
}
