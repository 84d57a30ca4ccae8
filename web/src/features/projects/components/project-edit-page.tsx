import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Center,
  Container,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  type ProjectProfile,
  type UpdateProjectBody,
  updateProjectBodySchema,
} from '@w2e/core/contracts/projects';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@w2e/core/validation/social';
import { useProject, useUpdateProject } from '@w2e/react/projects/queries';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ImageField } from '../../../components/image-field';
import { NotFoundPage } from '../../../components/not-found-page';
import { SocialLinkFields } from '../../../components/social-link-fields';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';

interface ProjectFormValues {
  name: string;
  slug: string;
  logo_url: string | null;
  website: string;
  socials: Record<SocialNetwork, string>;
  description: string;
}

const FIELDS = new Set(['name', 'slug', 'logo_url', 'website', 'description']);
/** A 400's field paths this form shows: its own fields and each network's link (`socials.twitter`). */
const ownsPath = (path: string) => FIELDS.has(path) || path.startsWith('socials.');

const valuesOf = (project: ProjectProfile): ProjectFormValues => ({
  name: project.name,
  slug: project.slug,
  logo_url: project.logo_url,
  website: project.website ?? '',
  socials: Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, project.socials[network] ?? '']),
  ) as Record<SocialNetwork, string>,
  description: project.description ?? '',
});

function ProjectForm({ project }: { project: ProjectProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues>({
    // The contract's own rules, so a field's message here is the server's; empty text clears a field.
    resolver: zodResolver(updateProjectBodySchema, { error: errorMap }) as never,
    defaultValues: valuesOf(project),
  });
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync({
        ...(values as unknown as UpdateProjectBody),
        logo_url: values.logo_url ?? null,
      });
      toast.success(result.message);
      void navigate(buildPath(ROUTES.project, { slug: result.project.slug }));
    } catch (error) {
      applyServerFieldErrors(error, setError, ownsPath);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="project-form">
      <Stack maw={640}>
        <TextInput
          label={t('projects:name')}
          required
          maxLength={PROJECT_NAME_MAX}
          error={fieldError('name')}
          {...register('name')}
        />
        <TextInput
          label={t('projects:slug')}
          description={t('projects:slugHint')}
          required
          error={fieldError('slug')}
          {...register('slug')}
        />
        <ImageField
          control={control}
          name="logo_url"
          label={t('projects:logo')}
          kind="logo"
          error={fieldError('logo_url')}
        />
        <TextInput
          label={t('projects:website')}
          placeholder={t('projects:websiteHint')}
          type="url"
          error={fieldError('website')}
          {...register('website')}
        />
        <SocialLinkFields
          legend={t('projects:socialsTitle')}
          hint={t('projects:socialsHint')}
          field={(network) => register(`socials.${network}`)}
          error={(network) => fieldError(`socials.${network}`)}
        />
        <Textarea
          label={t('projects:description')}
          description={t('projects:descriptionHint', { max: PROJECT_DESCRIPTION_MAX })}
          rows={6}
          maxLength={PROJECT_DESCRIPTION_MAX}
          error={fieldError('description')}
          {...register('description')}
        />
        <Button type="submit" loading={isSubmitting} w="fit-content">
          {t('projects:save')}
        </Button>
      </Stack>
    </form>
  );
}

/** /project/:slug/edit: its managers edit the project's page; anyone else is told it is not theirs. */
export function ProjectEditPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: project, isError, isPending } = useProject(slug);
  usePageMeta(t('projects:editTitle'));
  if (isError) return <NotFoundPage />;
  if (isPending || !project)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  return (
    <Container size="md" py="lg">
      <Stack>
        <Anchor component={Link} to={buildPath(ROUTES.project, { slug: project.slug })} size="sm">
          ← {t('projects:back')}
        </Anchor>
        <Title order={1}>{t('projects:editTitle')}</Title>
        <Text fw={500}>{project.name}</Text>
        {project.can_manage ? (
          <ProjectForm key={project.id} project={project} />
        ) : (
          <Text c="red">{t('projects:notManager')}</Text>
        )}
      </Stack>
    </Container>
  );
}
