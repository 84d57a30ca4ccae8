import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../lib/use-format-date-time';

/** "Jan 5, 2026, 2:30 PM GMT+7 – Jan 9, …", or "Nonstop" for an event with no end. */
export function EventDates({ start, end }: { start: string; end: string | null }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  if (end === null) return <>{t('eventPlay:nonstop')}</>;
  return (
    <>
      {t('eventPlay:dates', {
        start: formatDateTime(start),
        end: formatDateTime(end),
      })}
    </>
  );
}
