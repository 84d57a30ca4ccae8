import { SegmentedControl } from '@mantine/core';
import { isLanguage } from '@w2e/core/i18n/languages';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common:language')}
      value={i18n.language}
      onChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={[
        { value: 'en', label: 'EN' },
        { value: 'vi', label: 'VI' },
      ]}
    />
  );
}
