import { Anchor, Badge, Button, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import type { ArticleSummary } from '@w2e/core/contracts/articles';
import { pageCount } from '@w2e/core/format/page-count';
import { useModerateArticle, useModerationList } from '@w2e/react/articles/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminFrame } from '../../../components/admin-frame';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';
import { articlePath, categoryKey, sectionKey, statusKey } from '../labels';
import { SearchForm } from './search-form';

const PAGE_SIZE = 20;

function ModerationRow({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  const moderate = useModerateArticle(article.id);
  const hidden = article.status === 'hidden';
  // Awaited, not a mutate callback: with a status filter on, the refreshed list drops this row.
  const toggle = () =>
    moderate.mutateAsync({ status: hidden ? 'published' : 'hidden' }).then(
      ({ message }) => toast.success(message),
      () => {},
    );
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          {hidden ? (
            <Text fw={500}>{article.title}</Text>
          ) : (
            <Anchor component={Link} to={articlePath(article.section, article.slug)} fw={500}>
              {article.title}
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            {t(sectionKey(article.section))} · {t(categoryKey(article.category))}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>{article.project?.name ?? article.author.name ?? article.author.username}</Table.Td>
      <Table.Td>
        <Badge color={hidden ? 'red' : 'teal'} variant="light">
          {t(statusKey(article.status))}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={hidden ? 'light' : 'outline'}
          color={hidden ? 'teal' : 'red'}
          loading={moderate.isPending}
          onClick={toggle}
          aria-label={`${hidden ? t('articles:restore') : t('articles:hide')}: ${article.title}`}
        >
          {hidden ? t('articles:restore') : t('articles:hide')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function ModerationList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'' | 'published' | 'hidden'>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useModerationList({
    status: status || undefined,
    q: q || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pages = pageCount(query.data?.total, PAGE_SIZE);
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <SearchForm
          label={t('articles:searchLabel')}
          value={q}
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <Select
          label={t('articles:statusFilter')}
          allowDeselect={false}
          data={[
            { value: '', label: t('articles:allStatuses') },
            { value: 'published', label: t('articles:status_published') },
            { value: 'hidden', label: t('articles:status_hidden') },
          ]}
          value={status}
          onChange={(value) => {
            setStatus((value ?? '') as typeof status);
            setPage(1);
          }}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {!query.data ? (
        <Loader />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('articles:noResults')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('articles:colArticle')}</Table.Th>
                <Table.Th>{t('articles:colAuthor')}</Table.Th>
                <Table.Th>{t('articles:colStatus')}</Table.Th>
                <Table.Th>{t('articles:colActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((article) => (
                <ModerationRow key={article.id} article={article} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination getControlProps={paginationControls(t)} total={pages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

/** /admin/articles: operators hide articles from readers and restore them. */
export function AdminArticlesPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('articles:adminArticlesTitle')} description={t('articles:adminArticlesDescription')}>
      <ModerationList />
    </AdminFrame>
  );
}
