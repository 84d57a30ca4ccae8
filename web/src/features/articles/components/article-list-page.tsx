import {
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ARTICLES_PAGE_SIZE } from '@w2e/core/contracts/articles';
import { pageCount } from '@w2e/core/format/page-count';
import { ROUTES } from '@w2e/core/routes';
import { ARTICLE_CATEGORIES, type ArticleSection } from '@w2e/core/validation/articles';
import { useArticleList } from '@w2e/react/articles/queries';
import { useSession } from '@w2e/react/session/queries';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paginationControls } from '../../../lib/pagination';
import { usePageMeta } from '../../../lib/use-page-meta';
import { categoryKey } from '../labels';
import { articleListQuery } from '../list-query';
import { ArticleCard } from './article-card';
import { SearchForm } from './search-form';

const SECTION_TEXT = {
  insight: {
    title: 'articles:insightTitle',
    description: 'articles:insightDescription',
    heading: 'articles:insightHeading',
    intro: 'articles:insightIntro',
  },
  academy: {
    title: 'articles:academyTitle',
    description: 'articles:academyDescription',
    heading: 'articles:academyHeading',
    intro: 'articles:academyIntro',
  },
} as const;

/**
 * /insight and /academy: published articles as cards, with a category filter, a search box and pages. The
 * filter, the search (`q`) and the page live in the URL, so a search can be shared and the back button works.
 */
function ArticleListPage({ section }: { section: ArticleSection }) {
  const { t } = useTranslation();
  const text = SECTION_TEXT[section];
  usePageMeta(t(text.title), t(text.description));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const { q, category, page, query } = articleListQuery(section, params);
  const { data, isPending } = useArticleList(query);
  const pages = pageCount(data?.total, ARTICLES_PAGE_SIZE);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t(text.heading)}</Title>
            <Text c="dimmed" mt={4}>
              {t(text.intro)}
            </Text>
          </div>
          {user && (
            <Button component={Link} to={ROUTES.articleWrite} variant="light">
              {t('articles:write')}
            </Button>
          )}
        </Group>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <SearchForm
            label={t('articles:searchLabel')}
            placeholder={t('articles:searchPlaceholder')}
            value={q}
            onSearch={(text) => update({ q: text || undefined, page: undefined })}
          />
          <Select
            label={t('articles:categoryFilter')}
            data={[
              { value: '', label: t('articles:allCategories') },
              ...ARTICLE_CATEGORIES[section].map((key) => ({ value: key, label: t(categoryKey(key)) })),
            ]}
            value={category ?? ''}
            onChange={(value) => update({ category: value || undefined, page: undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        {isPending && !data ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : data && data.items.length > 0 ? (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('articles:resultCount', { count: data.total })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {data.items.map((article, index) => (
                <ArticleCard key={article.id} article={article} first={index === 0} />
              ))}
            </SimpleGrid>
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  getControlProps={paginationControls(t)}
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
                  aria-label={t('articles:pagination')}
                />
              </Group>
            )}
          </>
        ) : (
          <Text c="dimmed" py="xl" ta="center" aria-live="polite">
            {q || category ? t('articles:noResults') : t('articles:empty')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

export function InsightPage() {
  return <ArticleListPage section="insight" />;
}

export function AcademyPage() {
  return <ArticleListPage section="academy" />;
}
