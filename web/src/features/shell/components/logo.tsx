import { Group, Text } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to={ROUTES.home}
      style={{ textDecoration: 'none', color: 'inherit' }}
      aria-label={t('common:brand')}
    >
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={800} fz="lg" visibleFrom="xs">
          {t('common:brand')}
        </Text>
      </Group>
    </Link>
  );
}
