import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Chip,
  Container,
  Group,
  Input,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AddGameBody,
  type AddGameValues,
  addGameBodySchema,
  GAME_SLUG_MAX,
} from '@w2e/core/contracts/game-claims';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { translateMessage } from '@w2e/core/validation/message';
import { slugify } from '@w2e/core/validation/slug';
import { SOCIAL_NETWORKS } from '@w2e/core/validation/social';
import { CHAIN_KEYS, CHAINS } from '@w2e/core/wallet/chains';
import { useAddGame } from '@w2e/react/games/queries';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImageField } from '../../../components/image-field';
import { SocialLinkFields } from '../../../components/social-link-fields';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';

const FIELDS = [
  'name',
  'slug',
  'summary',
  'description',
  'website_url',
  'networks',
  'genres',
  'logo_url',
  'banner_url',
  'claim_message',
  ...SOCIAL_NETWORKS.map((n) => `links.${n}` as const),
] as const;

/** A field's message by its dotted path (`links.discord`), translated. */
function useErrorAt(errors: FieldErrors<AddGameBody>) {
  const { t } = useTranslation();
  return (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const raw = (node as { message?: string } | undefined)?.message;
    if (!raw && Array.isArray(node)) {
      const first = node.find((item) => item?.message) as { message?: string } | undefined;
      return first?.message ? translateMessage(t, first.message) : undefined;
    }
    return raw ? translateMessage(t, raw) : undefined;
  };
}

function AddGameForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddGame();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<AddGameBody, unknown, AddGameValues>({
    resolver: zodResolver(addGameBodySchema, { error: errorMap }),
    defaultValues: {
      name: '',
      slug: '',
      summary: '',
      description: '',
      website_url: '',
      links: {},
      networks: [],
      genres: [],
      logo_url: '',
      banner_url: '',
      claim_message: '',
    },
  });
  const errorAt = useErrorAt(errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await add.mutateAsync(values);
      toast.success(result.message);
      navigate(buildPath(ROUTES.gameDetail, { id: result.game.slug }));
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  const nameField = register('name');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <TextInput
              label={t('games:name')}
              required
              error={errorAt('name')}
              {...nameField}
              onChange={(event) => {
                void nameField.onChange(event);
                // The address follows the name until the user edits it themselves.
                if (!getFieldState('slug').isDirty)
                  setValue('slug', slugify(event.target.value, GAME_SLUG_MAX));
              }}
            />
            <Controller
              control={control}
              name="slug"
              render={({ field }) => (
                <TextInput
                  label={t('games:slug')}
                  required
                  description={t('games:slugHint', { slug: field.value || '…' })}
                  error={errorAt('slug')}
                  {...field}
                />
              )}
            />
            <TextInput
              label={t('games:summary')}
              description={t('games:summaryHint')}
              error={errorAt('summary')}
              {...register('summary')}
            />
            <Textarea
              label={t('games:description')}
              description={t('games:descriptionHint')}
              autosize
              minRows={4}
              error={errorAt('description')}
              {...register('description')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageField
              control={control}
              name="logo_url"
              label={t('games:logo')}
              kind="logo"
              empty=""
              error={errorAt('logo_url')}
            />
            <ImageField
              control={control}
              name="banner_url"
              label={t('games:banner')}
              kind="banner"
              empty=""
              error={errorAt('banner_url')}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Controller
              control={control}
              name="networks"
              render={({ field }) => (
                <Input.Wrapper label={t('games:networks')} labelElement="div" error={errorAt('networks')}>
                  <Chip.Group multiple value={field.value ?? []} onChange={field.onChange}>
                    <Group gap="xs" mt={6}>
                      {CHAIN_KEYS.map((key) => (
                        <Chip key={key} value={key} size="sm">
                          {CHAINS[key].name}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Input.Wrapper>
              )}
            />
            <Controller
              control={control}
              name="genres"
              render={({ field }) => (
                <TagsInput
                  label={t('games:genres')}
                  description={t('games:genresHint')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  maxTags={8}
                  error={errorAt('genres')}
                />
              )}
            />
            <TextInput
              label={t('games:website')}
              type="url"
              placeholder="https://"
              error={errorAt('website_url')}
              {...register('website_url')}
            />
            <SocialLinkFields
              legend={t('games:links')}
              columns={2}
              field={(network) => register(`links.${network}`)}
              error={(network) => errorAt(`links.${network}`)}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Textarea
            label={t('games:claimMessage')}
            description={t('games:claimMessageHint')}
            autosize
            minRows={3}
            error={errorAt('claim_message')}
            {...register('claim_message')}
          />
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('games:submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /game/add: a signed-in user adds a game and becomes its pending claimant. */
export function AddGamePage() {
  const { t } = useTranslation();
  usePageMeta(t('games:addTitle'), t('games:addDescription'));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('games:addTitle')}</Title>
        <Text c="dimmed">{t('games:addIntro')}</Text>
        <AddGameForm />
      </Stack>
    </Container>
  );
}
