import { isLanguage, LANGUAGES } from '@w2e/core/i18n/languages';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n';
import classes from './language-switch.module.css';

const LABELS = { en: 'EN', vi: 'VI' } as const;
const NAMES = { en: 'common:english', vi: 'common:vietnamese' } as const;

/** English / Vietnamese; the choice is kept in this browser (lib/i18n.ts) and applies on the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>{t('common:language')}</legend>
      {LANGUAGES.map((language) => (
        <button
          type="button"
          key={language}
          className={classes.option}
          aria-pressed={language === current}
          title={t(NAMES[language])}
          lang={language}
          onClick={() => void setLanguage(language)}
        >
          {LABELS[language]}
        </button>
      ))}
    </fieldset>
  );
}
