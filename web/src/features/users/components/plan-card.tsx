import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { PlanRequest, PlanRequestStatus } from '@w2e/core/contracts/plan-requests';
import type { Project } from '@w2e/core/contracts/projects';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { PRICING_TIERS, type PricingTier, tierAllowsFeature } from '@w2e/core/pricing/tiers';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useProjectPlanRequests, useRequestPlan } from '@w2e/react/plan-requests/queries';
import { useMyProjects } from '@w2e/react/projects/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';

const STATUS_LABELS: Record<PlanRequestStatus, TranslationKey> = {
  requested: 'plans:statusRequested',
  approved: 'plans:statusApproved',
  declined: 'plans:statusDeclined',
};
const STATUS_COLORS: Record<PlanRequestStatus, string> = {
  requested: 'yellow',
  approved: 'teal',
  declined: 'red',
};

function RequestRow({ request }: { request: PlanRequest }) {
  const { t } = useTranslation();
  return (
    <li>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t(PLAN_LABELS[request.tier])}
        </Text>
        <Badge color={STATUS_COLORS[request.status]} variant="light">
          {t(STATUS_LABELS[request.status])}
        </Badge>
        {request.contact && <Badge variant="outline">{t('plans:contact')}</Badge>}
      </Group>
      {request.reason && (
        <Text size="sm" c="dimmed">
          {t('plans:declinedReason', { reason: request.reason })}
        </Text>
      )}
    </li>
  );
}

function ProjectPlan({ project }: { project: Project }) {
  const { t } = useTranslation();
  const requests = useProjectPlanRequests(project.id);
  const ask = useRequestPlan(project.id);
  const choices = PRICING_TIERS.filter((tier) => tier !== project.tier);
  const [tier, setTier] = useState<PricingTier>(choices[0]!);
  const [note, setNote] = useState('');
  const waiting = requests.data?.items.some((request) => request.status === 'requested') ?? false;
  return (
    <Stack gap="sm" data-testid={`plan-${project.slug}`}>
      <Group justify="space-between">
        <Anchor
          component={Link}
          to={buildPath(ROUTES.project, { slug: project.slug })}
          fw={600}
          data-testid={`plan-project-${project.slug}`}
        >
          {project.name}
        </Anchor>
        <Text size="sm">{t('plans:currentTier', { tier: t(PLAN_LABELS[project.tier]) })}</Text>
      </Group>
      {tierAllowsFeature(project.tier, 'api_integration') && (
        <Anchor
          component={Link}
          to={buildPath(ROUTES.projectApiKeys, { slug: project.slug })}
          size="sm"
          data-testid={`plan-api-keys-${project.slug}`}
        >
          {t('partner:planLink')}
        </Anchor>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          ask.mutate(
            { tier, ...(note.trim() ? { note: note.trim() } : {}) },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                setNote('');
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Select
            label={t('plans:tierLabel')}
            data={choices.map((value) => ({ value, label: t(PLAN_LABELS[value]) }))}
            value={tier}
            allowDeselect={false}
            onChange={(value) => value && setTier(value as PricingTier)}
            disabled={waiting}
          />
          {tier === 'enterprise' && (
            <Text size="sm" c="dimmed">
              {t('plans:enterpriseHint')}
            </Text>
          )}
          <Textarea
            label={t('plans:noteLabel')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            disabled={waiting}
            rows={2}
          />
          <Group>
            <Button type="submit" loading={ask.isPending} disabled={waiting}>
              {t('plans:submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {requests.data && requests.data.items.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('plans:history')}
          </Text>
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {requests.data.items.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The host's plan, beside "Events you host": each project the user manages with its tier, a request for
 * another plan and the requests' status. Payment is not here: an operator confirms the plan.
 */
export function PlanCard() {
  const { t } = useTranslation();
  const { data } = useMyProjects();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-card">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('plans:cardTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('plans:cardIntro')}
        </Text>
        {!data ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : data.items.length === 0 ? (
          <Text c="dimmed">{t('plans:noProjects')}</Text>
        ) : (
          data.items.map((project) => <ProjectPlan key={project.id} project={project} />)
        )}
      </Stack>
    </Card>
  );
}
