import { formatDateTime } from '@w2e/core/format/date';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/** "Jan 5, 2026, 2:30 PM GMT+7 – Jan 9, …", or "Nonstop" for an event with no end. */
export function EventDates({ start, end }: { start: string; end: string | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (end === null) return <>{t('eventPlay:nonstop')}</>;
  return (
    <>
      {t('eventPlay:dates', {
        start: formatDateTime(start, language),
        end: formatDateTime(end, language),
      })}
    </>
  );
}
