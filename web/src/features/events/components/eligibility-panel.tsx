import { Alert, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Eligibility } from '@w2e/core/contracts/trust';
import { useEligibility } from '@w2e/react/trust/queries';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { met: 'teal', unmet: 'red', pending: 'gray' } as const;
const STATUS_KEY = { met: 'trust:ruleMet', unmet: 'trust:ruleUnmet', pending: 'trust:rulePending' } as const;

function Rules({ eligibility }: { eligibility: Eligibility }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
      {eligibility.rules.map((rule) => (
        <List.Item
          key={rule.code}
          data-testid="eligibility-rule"
          data-code={rule.code}
          data-status={rule.status}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={STATUS_COLOR[rule.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(STATUS_KEY[rule.status])}
            </Badge>
            <Text size="sm">
              {t(`trust:rule_${rule.code}`, { required: rule.required ?? '', actual: rule.actual ?? '' })}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Before the tasks: what the event asks of a winner and where the signed-in player stands (docs/trust.md).
 * Tasks stay open either way; only rewards depend on it.
 */
export function EligibilityPanel({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const { t } = useTranslation();
  // Nothing to ask for a visitor.
  const eligibility = useEligibility(signedIn ? slug : '');
  if (!signedIn)
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="event-eligibility">
        <Title order={2} fz="h4" id="event-eligibility">
          {t('trust:eligibilityTitle')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="eligibility-sign-in">
          {t('trust:eligibleSignIn')}
        </Text>
      </Card>
    );
  if (!eligibility.data) return null;
  const data = eligibility.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="event-eligibility"
      data-testid="eligibility-panel"
      data-eligible={data.eligible ? 'true' : 'false'}
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id="event-eligibility">
          {t('trust:eligibilityTitle')}
        </Title>
        <Alert color={data.eligible ? 'teal' : 'yellow'} p="xs" role="status">
          {data.eligible ? t('trust:eligibleYes') : t('trust:eligibleNo')}
        </Alert>
        <Rules eligibility={data} />
      </Stack>
    </Card>
  );
}
