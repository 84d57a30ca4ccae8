import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ARTICLE_EXCERPT_MAX,
  type Article,
  type ArticleForm,
  type ArticleQuota,
  articleFormSchema,
} from '@w2e/core/contracts/articles';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_SECTIONS,
  type ArticleSection,
  isCategoryOf,
} from '@w2e/core/validation/articles';
import { errorMap } from '@w2e/core/validation/error-map';
import { useArticle, useArticleQuota, useMyArticles, useSaveArticle } from '@w2e/react/articles/queries';
import { lazy, Suspense, useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { usePageMeta } from '../../../lib/use-page-meta';
import { articlePath, categoryKey, editPath, sectionKey, statusKey, tierKey } from '../labels';
import { CoverField } from './cover-field';
import { ProjectSetup } from './project-setup';

// The rich-text editor (tiptap and ProseMirror) is fetched only when this page opens.
const RichTextField = lazy(() => import('../../../components/rich-text-field'));

const FORM_FIELDS = ['title', 'section', 'category', 'cover_url', 'excerpt', 'body'] as const;

function QuotaNote({ quota }: { quota: ArticleQuota }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  if (quota.operator) return <Text size="sm">{t('articles:quotaOperator')}</Text>;
  if (!quota.project) return null;
  const tier = t(tierKey(quota.project.tier));
  if (quota.quota === null) return <Text size="sm">{t('articles:quotaUnlimited', { tier })}</Text>;
  return (
    <Stack gap={2} data-testid="article-quota">
      <Text size="sm" fw={500}>
        {t('articles:quotaRemaining', { remaining: quota.remaining, quota: quota.quota, tier })}
      </Text>
      <Text size="xs" c="dimmed">
        {quota.remaining === 0 ? `${t('articles:quotaUsedUp')} ` : ''}
        {t('articles:quotaResets', { date: formatDateTime(quota.resets_at) })}
      </Text>
    </Stack>
  );
}

function ArticleEditor({ existing, quota }: { existing: Article | null; quota: ArticleQuota }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveArticle = useSaveArticle();
  const [params] = useSearchParams();
  const initialSection: ArticleSection =
    existing?.section ?? (params.get('section') === 'academy' ? 'academy' : 'insight');
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ArticleForm>({
    resolver: zodResolver(articleFormSchema, { error: errorMap }),
    values: {
      title: existing?.title ?? '',
      section: initialSection,
      category: existing?.category ?? '',
      cover_url: existing?.cover_url ?? '',
      excerpt: existing?.excerpt ?? '',
      body: existing?.body ?? '',
    },
  });
  const fieldError = useFieldError(errors);
  const section = useWatch({ control, name: 'section' });
  const category = useWatch({ control, name: 'category' });
  useEffect(() => {
    if (category && !isCategoryOf(section, category)) setValue('category', '');
  }, [section, category, setValue]);

  const neverPublished = !existing || existing.published_at === null;
  const quotaUsedUp = !quota.operator && quota.remaining === 0 && neverPublished;

  const save = (publish: boolean | undefined) =>
    handleSubmit(async (form) => {
      const fields = {
        title: form.title,
        section: form.section,
        category: form.category,
        cover_url: form.cover_url || null,
        excerpt: form.excerpt,
        body: form.body,
      };
      try {
        const { message, article } = await saveArticle.mutateAsync(
          existing
            ? { id: existing.id, body: { ...fields, ...(publish === undefined ? {} : { publish }) } }
            : { body: { ...fields, publish: publish === true } },
        );
        toast.success(message);
        if (article.status === 'published') navigate(articlePath(article.section, article.slug));
        else navigate(editPath(article.slug), { replace: true });
      } catch (error) {
        applyServerFieldErrors(error, setError, FORM_FIELDS);
      }
    });

  return (
    <form onSubmit={save(true)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('articles:fieldTitle')}
          required
          error={fieldError('title')}
          {...register('title')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Controller
            control={control}
            name="section"
            render={({ field }) => (
              <Select
                label={t('articles:fieldSection')}
                required
                allowDeselect={false}
                data={ARTICLE_SECTIONS.map((key) => ({ value: key, label: t(sectionKey(key)) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'insight')}
                error={fieldError('section')}
              />
            )}
          />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label={t('articles:fieldCategory')}
                required
                data={ARTICLE_CATEGORIES[section].map((key) => ({ value: key, label: t(categoryKey(key)) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldError('category')}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="cover_url"
          render={({ field }) => (
            <CoverField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError('cover_url')}
            />
          )}
        />
        <Textarea
          label={t('articles:fieldExcerpt')}
          description={t('articles:excerptHint')}
          autosize
          minRows={2}
          maxLength={ARTICLE_EXCERPT_MAX}
          error={fieldError('excerpt')}
          {...register('excerpt')}
        />
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <Suspense
              fallback={
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('articles:editorLoading')}
                  </Text>
                  <Skeleton h={320} />
                </Stack>
              }
            >
              <RichTextField
                label={t('articles:fieldBody')}
                value={field.value}
                onChange={field.onChange}
                error={fieldError('body')}
              />
            </Suspense>
          )}
        />
        <Group justify="flex-end" wrap="wrap">
          {existing?.status === 'published' ? (
            <>
              <Button variant="default" loading={saveArticle.isPending} onClick={save(false)}>
                {t('articles:unpublish')}
              </Button>
              <Button loading={saveArticle.isPending} onClick={save(undefined)}>
                {t('articles:saveChanges')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" loading={saveArticle.isPending} onClick={save(false)}>
                {t('articles:saveDraft')}
              </Button>
              <Button type="submit" loading={saveArticle.isPending} disabled={quotaUsedUp}>
                {t('articles:publish')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function MyArticles() {
  const { t } = useTranslation();
  const { data } = useMyArticles();
  if (!data) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('articles:myArticles')}>
      <Title order={2} fz="h4" mb="sm">
        {t('articles:myArticles')}
      </Title>
      {data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('articles:noArticlesYet')}
        </Text>
      ) : (
        <Stack gap="xs">
          {data.items.map((article) => (
            <Group key={article.id} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={articlePath(article.section, article.slug)}
                lineClamp={1}
                style={{ flex: 1, minWidth: 0 }}
              >
                {article.title}
              </Anchor>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Badge variant="light" color={article.status === 'published' ? 'teal' : 'gray'}>
                  {t(statusKey(article.status))}
                </Badge>
                {article.status !== 'hidden' && (
                  <Anchor component={Link} to={editPath(article.slug)} size="sm">
                    {t('articles:edit')}
                  </Anchor>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function EditorContent() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const quota = useArticleQuota();
  const article = useArticle(slug);
  usePageMeta(t(slug ? 'articles:editTitle' : 'articles:writeTitle'), t('articles:writeDescription'));

  if (slug && article.isError) return <NotFoundPage />;
  if (!quota.data || (slug && !article.data)) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  const needsProject = !quota.data.operator && !quota.data.project;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{t(slug ? 'articles:editTitle' : 'articles:writeTitle')}</Title>
          <QuotaNote quota={quota.data} />
        </Group>
        {needsProject ? (
          <ProjectSetup />
        ) : article.data?.status === 'hidden' ? (
          <Alert color="red">{t('articles:hiddenLocked')}</Alert>
        ) : (
          <ArticleEditor key={article.data?.id ?? 'new'} existing={article.data ?? null} quota={quota.data} />
        )}
        <MyArticles />
      </Stack>
    </Container>
  );
}

/** /insight/write and /insight/write/{slug}: write, edit and publish articles within the monthly quota. */
export function EditorPage() {
  return <EditorContent />;
}
