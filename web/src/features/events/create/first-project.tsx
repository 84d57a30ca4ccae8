import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PROJECT_NAME_MAX } from '@w2e/core/contracts/projects';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { useRequestPlanFor } from '@w2e/react/plan-requests/queries';
import { useCreateProject } from '@w2e/react/projects/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chosenPlan, planOf } from '../../../lib/chosen-plan';
import { toast } from '../../../lib/toast';

/**
 * What /event/create shows an account that can host for nothing yet: instead of a dead end, a project made here
 * by its name (its page's details can follow), after which the flow opens with it as the host.
 */
export function FirstProject() {
  const { t } = useTranslation();
  const create = useCreateProject();
  const requestPlan = useRequestPlanFor();
  const [params] = useSearchParams();
  // The plan chosen on /pricing (`?plan=`, or kept through sign-up): asked for once the project exists.
  const chosen = planOf(params.get('plan')) ?? chosenPlan.peek();
  const wanted = chosen && chosen !== 'basic' ? chosen : null;
  const [name, setName] = useState('');
  const send = async () => {
    let projectId: string;
    try {
      projectId = (await create.mutateAsync({ name: name.trim() })).project.id;
      toast.success(t('eventEditor:firstProjectCreated', { name: name.trim() }));
    } catch {
      // The API client has shown the server's reason (a name too short, one project per account).
      return;
    }
    chosenPlan.clear();
    if (!wanted) return;
    try {
      await requestPlan.mutateAsync({ projectId, body: { tier: wanted } });
      toast.success(t('hosting:planRequested', { plan: t(PLAN_LABELS[wanted]) }));
    } catch {
      // The API client has shown the reason; the Plan card on the profile can ask again.
    }
  };
  return (
    <Card withBorder padding="lg" data-testid="first-project">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('eventEditor:firstProjectTitle')}
        </Title>
        <Text>{t('eventEditor:noHosts')}</Text>
        {wanted ? (
          <Text data-testid="chosen-plan">{t('hosting:chosenPlan', { plan: t(PLAN_LABELS[wanted]) })}</Text>
        ) : null}
        <form
          onSubmit={(submit) => {
            submit.preventDefault();
            void send();
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('eventEditor:firstProjectName')}
              value={name}
              onChange={(change) => setName(change.currentTarget.value)}
              maxLength={PROJECT_NAME_MAX}
              required
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button
              type="submit"
              loading={create.isPending || requestPlan.isPending}
              disabled={name.trim().length < 2}
            >
              {t('eventEditor:firstProjectCreate')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
