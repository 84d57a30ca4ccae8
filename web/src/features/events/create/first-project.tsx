import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { chosenPlan, planOf } from '../../../lib/chosen-plan';

/**
 * What /event/create shows an account that can host for nothing yet: instead of a dead end, the way to its
 * project's own page (/project/new), which asks for the plan chosen on /pricing and then opens this flow with the
 * project as the host.
 */
export function FirstProject() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chosen = planOf(params.get('plan')) ?? chosenPlan.peek();
  const wanted = chosen && chosen !== 'basic' ? chosen : null;
  return (
    <Card withBorder padding="lg" data-testid="first-project">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {t('eventEditor:firstProjectTitle')}
        </Title>
        <Text>{t('eventEditor:noHosts')}</Text>
        {wanted ? (
          <Text data-testid="chosen-plan">{t('hosting:chosenPlan', { plan: t(PLAN_LABELS[wanted]) })}</Text>
        ) : null}
        <Button component={Link} to={wanted ? `${ROUTES.projectNew}?plan=${wanted}` : ROUTES.projectNew}>
          {t('eventEditor:firstProjectCreate')}
        </Button>
      </Stack>
    </Card>
  );
}
