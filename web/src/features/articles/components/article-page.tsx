import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Container,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ArticleSection } from '@w2e/core/validation/articles';
import { useArticle } from '@w2e/react/articles/queries';
import { useSession } from '@w2e/react/session/queries';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { RichTextView } from '../../../components/rich-text-view';
import { imageLoading } from '../../../lib/image-priority';
import { usePageMeta } from '../../../lib/use-page-meta';
import { editPath, sectionKey, sectionListPath, statusKey } from '../labels';
import { ArticleMeta } from './article-meta';

function ArticlePage({ section }: { section: ArticleSection }) {
  const { t } = useTranslation();
  const { slug } = useParams();
  const { user } = useSession();
  const { data: article, isPending, isError } = useArticle(slug);
  usePageMeta(article?.title ?? t(sectionKey(section)), article?.excerpt);

  if (isError || (article && article.section !== section)) return <NotFoundPage />;
  if (isPending || !article) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  const byline = article.project?.name ?? article.author.name ?? article.author.username;
  const isAuthor =
    user !== null && article.author.username !== null && user.username === article.author.username;
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        <Anchor component={Link} to={sectionListPath(section)} size="sm">
          ← {t('articles:backTo', { section: t(sectionKey(section)) })}
        </Anchor>
        <Title order={1}>{article.title}</Title>
        <ArticleMeta article={article} />
        <Group gap="sm" justify="space-between">
          {byline && (
            <Text size="sm" fw={500}>
              {t('articles:by', { name: byline })}
            </Text>
          )}
          <Group gap="xs">
            {article.status !== 'published' && <Badge color="gray">{t(statusKey(article.status))}</Badge>}
            {isAuthor && article.status !== 'hidden' && (
              <Button component={Link} to={editPath(article.slug)} size="xs" variant="light">
                {t('articles:edit')}
              </Button>
            )}
          </Group>
        </Group>
        {article.cover_url && (
          <AspectRatio ratio={1200 / 630}>
            <Image src={article.cover_url} alt="" radius="md" {...imageLoading(true)} />
          </AspectRatio>
        )}
        <RichTextView html={article.body} />
      </Stack>
    </Container>
  );
}

export function InsightArticlePage() {
  return <ArticlePage section="insight" />;
}

export function AcademyArticlePage() {
  return <ArticlePage section="academy" />;
}
