import { AspectRatio, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { ArticleSummary } from '@w2e/core/contracts/articles';
import { Link } from 'react-router';
import { imageLoading } from '../../../lib/image-priority';
import { articlePath } from '../labels';
import { ArticleMeta } from './article-meta';

/** A list card: cover, title (the link), excerpt, category, date and reading time; `first` on the list's first. */
export function ArticleCard({ article, first = false }: { article: ArticleSummary; first?: boolean }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      <Card.Section>
        <AspectRatio ratio={1200 / 630}>
          {article.cover_url ? (
            <Image src={article.cover_url} alt="" {...imageLoading(first)} />
          ) : (
            <div style={{ background: 'var(--mantine-color-gray-1)' }} />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md">
        <ArticleMeta article={article} />
        <Title order={2} fz="h4">
          <Text
            component={Link}
            to={articlePath(article.section, article.slug)}
            inherit
            c="inherit"
            td="none"
          >
            {article.title}
          </Text>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {article.excerpt}
        </Text>
      </Stack>
    </Card>
  );
}
