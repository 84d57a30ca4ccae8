import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Center,
  Container,
  Loader,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type Clan, type CreateClanBody, clanFormSchema } from '@w2e/core/contracts/clans';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { useClan, useCreateClan, useUpdateClan } from '@w2e/react/clans/queries';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ImageField } from '../../../components/image-field';
import { NotFoundPage } from '../../../components/not-found-page';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';

interface ClanFormValues {
  name: string;
  slug: string;
  banner_url: string | null;
  type: 'public' | 'private';
  member_limit: number;
}

const FIELDS = ['name', 'slug', 'banner_url', 'type', 'member_limit'] as const;

/** The form's values as the contract reads them: an empty slug is left out (the server makes one). */
const bodyOf = (values: ClanFormValues): CreateClanBody => ({
  name: values.name,
  ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
  banner_url: values.banner_url || null,
  type: values.type,
  member_limit: values.member_limit,
});

function ClanForm({ clan }: { clan: Clan | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateClan();
  const update = useUpdateClan(clan?.id ?? '');
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClanFormValues>({
    resolver: zodResolver(clanFormSchema, { error: errorMap }) as never,
    defaultValues: {
      name: clan?.name ?? '',
      slug: clan?.slug ?? '',
      banner_url: clan?.banner_url ?? null,
      type: clan?.type ?? 'public',
      member_limit: clan?.member_limit ?? 50,
    },
  });
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = clan
        ? await update.mutateAsync(bodyOf(values))
        : await create.mutateAsync(bodyOf(values));
      toast.success(result.message);
      void navigate(buildPath(ROUTES.clanDetail, { slug: result.clan.slug }));
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={640}>
        <TextInput label={t('clans:name')} required error={fieldError('name')} {...register('name')} />
        <TextInput
          label={t('clans:slug')}
          description={t('clans:slugHint')}
          error={fieldError('slug')}
          {...register('slug')}
        />
        <ImageField
          control={control}
          name="banner_url"
          label={t('clans:banner')}
          kind="banner"
          error={fieldError('banner_url')}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('clans:typeLabel')}
              </Text>
              <SegmentedControl
                aria-label={t('clans:typeLabel')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: 'public', label: t('clans:typePublic') },
                  { value: 'private', label: t('clans:typePrivate') },
                ]}
                w="fit-content"
              />
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="member_limit"
          render={({ field }) => (
            <NumberInput
              label={t('clans:memberLimit')}
              required
              min={1}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
              error={fieldError('member_limit')}
              w={200}
            />
          )}
        />
        <Button type="submit" loading={isSubmitting} w="fit-content">
          {clan ? t('clans:save') : t('clans:createClan')}
        </Button>
      </Stack>
    </form>
  );
}

/** /clan/create and /clan/{slug}/edit: "Create clan successfully" / "Update clan successfully". */
export function ClanFormPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const editing = slug !== '';
  const { data: clan, isError, isPending } = useClan(slug);
  usePageMeta(editing ? t('clans:editClan') : t('clans:createClan'));
  if (editing && isError) return <NotFoundPage />;
  if (editing && (isPending || !clan))
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>{editing ? t('clans:editClan') : t('clans:createClan')}</Title>
        {editing && clan && !clan.can_manage ? (
          <Text c="red">{t('clans:notManager')}</Text>
        ) : (
          <ClanForm key={clan?.id ?? 'new'} clan={clan ?? null} />
        )}
      </Stack>
    </Container>
  );
}
