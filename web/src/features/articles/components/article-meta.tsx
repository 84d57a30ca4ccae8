import { Badge, Group, Text } from '@mantine/core';
import type { ArticleSummary } from '@w2e/core/contracts/articles';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { categoryKey } from '../labels';

/** Category, date and reading time, as cards and the article page show them. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const date = article.published_at ?? article.updated_at;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light">{t(categoryKey(article.category))}</Badge>
      <Text size="sm" c="dimmed">
        <time dateTime={date}>{formatDateTime(date)}</time>
        {' · '}
        {t('format:readingTime', { minutes: article.reading_minutes })}
      </Text>
    </Group>
  );
}
