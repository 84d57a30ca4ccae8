import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type CreateProjectBody,
  createProjectBodySchema,
  RESERVED_PROJECT_SLUGS,
} from '@w2e/core/contracts/projects';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { SLUG_PATTERN, slugify } from '@w2e/core/validation/slug';
import { useRequestPlanFor } from '@w2e/react/plan-requests/queries';
import { useCreateProjectPage, useMyProjects, useProjectSlugTaken } from '@w2e/react/projects/queries';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { chosenPlan, planOf } from '../../../lib/chosen-plan';
import { applyServerFieldErrors, hasFieldErrors, serverErrorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ownsProjectPath, ProjectFields, type ProjectFormValues, projectFormValues } from './project-fields';

/** Where the event flow opens with this project as its host. */
const eventFlowFor = (projectId: string) =>
  `${ROUTES.eventCreate}?host=${encodeURIComponent(`project:${projectId}`)}`;

/** Whether the typed address is free: asked of the project page's endpoint once typing pauses. */
function useSlugStatus(slug: string) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(slug.trim().toLowerCase(), 400);
  const wellFormed = SLUG_PATTERN.test(settled);
  const reserved = (RESERVED_PROJECT_SLUGS as readonly string[]).includes(settled);
  const taken = useProjectSlugTaken(wellFormed && !reserved ? settled : '');
  if (!wellFormed) return {};
  if (reserved || taken.data === true) return { taken: t('articles:projectSlugTaken') };
  if (taken.data === false && settled === slug.trim().toLowerCase())
    return { status: <span data-testid="slug-free">{t('projects:slugFree')}</span> };
  return {};
}

function NewProjectForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProjectPage();
  const requestPlan = useRequestPlanFor();
  const [params] = useSearchParams();
  // The plan chosen on /pricing (`?plan=`, or kept through sign-up): asked for once the project exists.
  const chosen = planOf(params.get('plan')) ?? chosenPlan.peek();
  const wanted = chosen && chosen !== 'basic' ? chosen : null;
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(createProjectBodySchema, { error: errorMap }) as never,
    defaultValues: projectFormValues(),
  });
  const {
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { isSubmitting },
  } = form;
  // The address follows the name until the user types one of their own.
  const [slugEdited, setSlugEdited] = useState(false);
  const name = watch('name');
  useEffect(() => {
    if (!slugEdited) setValue('slug', slugify(name));
  }, [name, slugEdited, setValue]);
  const slug = useSlugStatus(watch('slug'));

  const onSubmit = handleSubmit(async (values) => {
    let projectId: string;
    try {
      const result = await create.mutateAsync(values as unknown as CreateProjectBody);
      projectId = result.project.id;
      toast.success(t('eventEditor:firstProjectCreated', { name: result.project.name }));
    } catch (error) {
      // One message per refusal: under its field, or (one project per account) in a toast.
      if (!hasFieldErrors(error, ownsProjectPath))
        toast.error(serverErrorMessage(error) ?? t('errors:requestFailed'));
      applyServerFieldErrors(error, setError, ownsProjectPath);
      return;
    }
    chosenPlan.clear();
    if (wanted) {
      try {
        await requestPlan.mutateAsync({ projectId, body: { tier: wanted } });
        toast.success(t('hosting:planRequested', { plan: t(PLAN_LABELS[wanted]) }));
      } catch {
        // The API client has shown the reason; the Plan card on the profile can ask again.
      }
    }
    void navigate(eventFlowFor(projectId));
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="project-form">
      <Stack maw={640}>
        {wanted ? (
          <Text data-testid="chosen-plan">{t('hosting:chosenPlan', { plan: t(PLAN_LABELS[wanted]) })}</Text>
        ) : null}
        <ProjectFields form={form} slug={{ ...slug, onEdit: () => setSlugEdited(true) }} />
        <Button type="submit" loading={isSubmitting || requestPlan.isPending} w="fit-content">
          {t('projects:create')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /project/new: a new host's project, made on its own page with its details; then the event flow opens with it
 * as the host (and the plan chosen on /pricing is asked for). One project per account: one who has it is sent on.
 */
export function ProjectNewPage() {
  const { t } = useTranslation();
  const mine = useMyProjects();
  usePageMeta(t('projects:newTitle'), t('projects:newIntro'));
  const existing = mine.data?.items[0];
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>{t('projects:newTitle')}</Title>
        {!mine.data ? (
          <Center py="xl">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : existing ? (
          <Stack gap="xs" data-testid="project-exists">
            <Text>{t('projects:alreadyHave', { name: existing.name })}</Text>
            <Anchor component={Link} to={eventFlowFor(existing.id)} underline="always">
              {t('projects:hostEvent')}
            </Anchor>
            <Anchor
              component={Link}
              to={buildPath(ROUTES.project, { slug: existing.slug })}
              underline="always"
            >
              {t('projects:viewPage')}
            </Anchor>
          </Stack>
        ) : (
          <>
            <Text>{t('projects:newIntro')}</Text>
            <NewProjectForm />
          </>
        )}
      </Stack>
    </Container>
  );
}
