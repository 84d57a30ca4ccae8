import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import {
  type ProjectProfile,
  type UpdateProjectBody,
  updateProjectBodySchema,
} from '@w2e/core/contracts/projects';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { useProject, useUpdateProject } from '@w2e/react/projects/queries';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ownsProjectPath, ProjectFields, type ProjectFormValues, projectFormValues } from './project-fields';

function ProjectForm({ project }: { project: ProjectProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const form = useForm<ProjectFormValues>({
    // The contract's own rules, so a field's message here is the server's; empty text clears a field.
    resolver: zodResolver(updateProjectBodySchema, { error: errorMap }) as never,
    defaultValues: projectFormValues(project),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync({
        ...(values as unknown as UpdateProjectBody),
        logo_url: values.logo_url ?? null,
      });
      toast.success(result.message);
      void navigate(buildPath(ROUTES.project, { slug: result.project.slug }));
    } catch (error) {
      applyServerFieldErrors(error, setError, ownsProjectPath);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="project-form">
      <Stack maw={640}>
        <ProjectFields form={form} />
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
