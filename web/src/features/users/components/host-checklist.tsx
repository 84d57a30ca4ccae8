import { Anchor, Card, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { EventSummary } from '@w2e/core/contracts/events';
import type { Project } from '@w2e/core/contracts/projects';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { ROUTES } from '@w2e/core/routes';
import { useProjectPlanRequests } from '@w2e/react/plan-requests/queries';
import { useMyProjects } from '@w2e/react/projects/queries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function Step({ done, label, next }: { done: boolean; label: string; next?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <List.Item icon={<span aria-hidden>{done ? '✓' : '○'}</span>} data-testid="host-step" data-done={done}>
      <Text span fw={done ? 400 : 600} c={done ? 'dimmed' : undefined}>
        <VisuallyHidden>{t(done ? 'hosting:stepDone' : 'hosting:stepToDo')}: </VisuallyHidden>
        {label}
      </Text>
      {!done && next ? <> · {next}</> : null}
    </List.Item>
  );
}

/** The plan step: done once the project has a plan above Basic; a request still waiting says so. */
function PlanStep({ project }: { project: Project }) {
  const { t } = useTranslation();
  const requests = useProjectPlanRequests(project.id);
  const waiting = requests.data?.items.find((request) => request.status === 'requested');
  if (project.tier !== 'basic')
    return <Step done label={t('hosting:stepPlanDone', { plan: t(PLAN_LABELS[project.tier]) })} />;
  return (
    <Step
      done={false}
      label={
        waiting ? t('hosting:stepPlanWaiting', { plan: t(PLAN_LABELS[waiting.tier]) }) : t('hosting:stepPlan')
      }
      next={
        waiting ? null : (
          <Anchor component={Link} to={ROUTES.pricing} underline="always">
            {t('hosting:stepPlanLink')}
          </Anchor>
        )
      }
    />
  );
}

/**
 * What is left of a host's first run (project, plan, first event, first publish), on the host's pages; gone
 * once everything is done.
 */
export function HostChecklist({ hosted }: { hosted: readonly EventSummary[] }) {
  const { t } = useTranslation();
  const { data } = useMyProjects();
  if (!data) return null;
  const project = data.items[0];
  const created = hosted.length > 0;
  const published = hosted.some((event) => event.status !== 'draft');
  if (project && project.tier !== 'basic' && created && published) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="host-checklist">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('hosting:checklistTitle')}
        </Title>
        <List spacing="xs" listStyleType="none">
          <Step
            done={project !== undefined}
            label={project ? t('hosting:stepProjectDone', { name: project.name }) : t('hosting:stepProject')}
            next={
              <Anchor component={Link} to={ROUTES.projectNew} underline="always">
                {t('hosting:stepProjectLink')}
              </Anchor>
            }
          />
          {project ? <PlanStep project={project} /> : <Step done={false} label={t('hosting:stepPlan')} />}
          <Step
            done={created}
            label={t('hosting:stepEvent')}
            next={
              <Anchor component={Link} to={ROUTES.eventCreate} underline="always">
                {t('hosting:stepEventLink')}
              </Anchor>
            }
          />
          <Step done={published} label={t('hosting:stepPublish')} />
        </List>
      </Stack>
    </Card>
  );
}
