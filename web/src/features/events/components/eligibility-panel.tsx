import { Alert, Badge, Button, Card, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import type { Eligibility } from '@w2e/core/contracts/trust';
import { useEligibility, useFileAppeal } from '@w2e/react/trust/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

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

/** The player's own appeal: its status and answer, or (when they cannot win) the form to send one, once. */
function AppealBox({ eventId, eligibility }: { eventId: string; eligibility: Eligibility }) {
  const { t } = useTranslation();
  const file = useFileAppeal(eventId);
  const [text, setText] = useState('');
  if (eligibility.appeal)
    return (
      <Stack gap={2} data-testid="eligibility-appeal" data-status={eligibility.appeal.status}>
        <Text size="sm">
          {t('trust:appealYours', { status: t(`trust:appealStatus_${eligibility.appeal.status}`) })}
        </Text>
        {eligibility.appeal.answer ? (
          <Text size="sm">{t('trust:appealAnswerText', { answer: eligibility.appeal.answer })}</Text>
        ) : null}
      </Stack>
    );
  if (eligibility.eligible) return null;
  return (
    <Stack gap="xs">
      <Textarea
        label={t('trust:appealTextLabel')}
        value={text}
        onChange={(change) => setText(change.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <Group>
        <Button
          variant="light"
          disabled={text.trim().length < 10}
          loading={file.isPending}
          onClick={async () => {
            try {
              toast.success((await file.mutateAsync({ text })).message);
            } catch {
              // The API client has shown the server's message.
            }
          }}
          data-testid="appeal-send"
        >
          {t('trust:appealButton')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Before the tasks: what the event asks of a winner and where the signed-in player stands (docs/trust.md).
 * Tasks stay open either way; only rewards depend on it.
 */
export function EligibilityPanel({
  slug,
  eventId,
  signedIn,
}: {
  slug: string;
  eventId: string;
  signedIn: boolean;
}) {
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
        {data.decision ? (
          <Text size="sm" data-testid="eligibility-decision">
            {t(data.decision.decision === 'exclude' ? 'trust:decisionExclude' : 'trust:decisionClear', {
              reason: data.decision.reason,
            })}
          </Text>
        ) : null}
        <AppealBox eventId={eventId} eligibility={data} />
      </Stack>
    </Card>
  );
}
