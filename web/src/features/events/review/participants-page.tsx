import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Appeal,
  type ParticipantRisk,
  RISK_PAGE_SIZE,
  type RiskCluster,
} from '@w2e/core/contracts/trust';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { RISK_LEVELS, type RiskLevel } from '@w2e/core/trust/score';
import { useEvent } from '@w2e/react/events/queries';
import {
  useAnswerAppeal,
  useDecideParticipant,
  useEventAppeals,
  useParticipantClusters,
  useParticipantsRisk,
} from '@w2e/react/trust/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';

export const RISK_COLOR: Record<RiskLevel, string> = { low: 'teal', medium: 'yellow', high: 'red' };

/** The host leaves a participant out of the rewards, or keeps them in, with a reason the player reads. */
function DecisionControls({ eventId, userId }: { eventId: string; userId: string }) {
  const { t } = useTranslation();
  const decide = useDecideParticipant(eventId);
  const [reason, setReason] = useState('');
  const send = async (decision: 'exclude' | 'clear') => {
    try {
      const result = await decide.mutateAsync({ userId, body: { decision, reason } });
      toast.success(result.message);
      setReason('');
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <TextInput
        label={t('trust:decisionReason')}
        value={reason}
        onChange={(change) => setReason(change.currentTarget.value)}
        maxLength={500}
        style={{ flexGrow: 1 }}
      />
      <Button
        variant="light"
        color="red"
        disabled={reason.trim().length < 3}
        loading={decide.isPending}
        onClick={() => void send('exclude')}
        data-testid="decision-exclude"
      >
        {t('trust:excludeButton')}
      </Button>
      <Button
        variant="light"
        disabled={reason.trim().length < 3}
        loading={decide.isPending}
        onClick={() => void send('clear')}
        data-testid="decision-clear"
      >
        {t('trust:clearButton')}
      </Button>
    </Group>
  );
}

function AppealCard({ appeal }: { appeal: Appeal }) {
  const { t } = useTranslation();
  const answer = useAnswerAppeal();
  const [text, setText] = useState('');
  const send = async (decision: 'accepted' | 'rejected') => {
    try {
      const result = await answer.mutateAsync({
        id: appeal.id,
        body: { decision, ...(text.trim() ? { answer: text } : {}) },
      });
      toast.success(result.message);
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <Card withBorder radius="md" padding="sm" data-testid="appeal" data-status={appeal.status}>
      <Stack gap="xs">
        <Badge variant="light" w="fit-content">
          {t(`trust:appealStatus_${appeal.status}`)}
        </Badge>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {appeal.text}
        </Text>
        {appeal.answer ? (
          <Text size="sm">{t('trust:appealAnswerText', { answer: appeal.answer })}</Text>
        ) : null}
        {appeal.status === 'open' ? (
          <Group align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              label={t('trust:appealAnswerLabel')}
              value={text}
              onChange={(change) => setText(change.currentTarget.value)}
              maxLength={1000}
              style={{ flexGrow: 1 }}
            />
            <Button
              loading={answer.isPending}
              onClick={() => void send('accepted')}
              data-testid="appeal-accept"
            >
              {t('trust:acceptAppeal')}
            </Button>
            <Button variant="default" loading={answer.isPending} onClick={() => void send('rejected')}>
              {t('trust:rejectAppeal')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function Appeals({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const appeals = useEventAppeals(eventId);
  if (!appeals.data) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="risk-appeals">
      <Title order={2} fz="h3" id="risk-appeals">
        {t('trust:appealsTitle')}
      </Title>
      {appeals.data.items.length === 0 ? (
        <Text c="dimmed">{t('trust:appealsEmpty')}</Text>
      ) : (
        appeals.data.items.map((appeal) => <AppealCard key={appeal.id} appeal={appeal} />)
      )}
    </Stack>
  );
}

function ParticipantCard({ row, eventId }: { row: ParticipantRisk; eventId: string }) {
  const { t } = useTranslation();
  const { risk } = row;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="risk-row"
      data-level={risk.level}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.player.username ? (
              <Anchor component={Link} to={buildPath(ROUTES.player, { username: row.player.username })}>
                {row.player.name}
              </Anchor>
            ) : (
              row.player.name
            )}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('trust:columnScore')}: {row.total_score}
            </Text>
            <Badge color={RISK_COLOR[risk.level]} variant="light" data-testid="risk-level">
              {t(`trust:level_${risk.level}`)} · {t('trust:score', { score: risk.score })}
            </Badge>
          </Group>
        </Group>
        {risk.reasons.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('trust:noReasons')}
          </Text>
        ) : (
          <List size="sm" spacing={2} aria-label={t('trust:columnReasons')}>
            {risk.reasons.map((reason) => (
              <List.Item key={reason.code} data-testid="risk-reason" data-code={reason.code}>
                {reason.detail}
              </List.Item>
            ))}
          </List>
        )}
        <DecisionControls eventId={eventId} userId={row.player.id} />
        {risk.not_run.length > 0 ? (
          <Text size="xs" c="dimmed" data-testid="risk-not-run">
            {t('trust:notRun', {
              sources: risk.not_run.map((source) => t(`trust:source_${source}`)).join(', '),
            })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function Clusters({ items }: { items: RiskCluster[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="risk-clusters">
      <Title order={2} fz="h3" id="risk-clusters">
        {t('trust:clustersTitle')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('trust:clustersEmpty')}</Text>
      ) : (
        items.map((cluster) => (
          <Card
            key={cluster.key}
            withBorder
            radius="md"
            padding="sm"
            data-testid="risk-cluster"
            data-kind={cluster.kind}
          >
            <Group gap="xs" mb={4}>
              <Text fw={600}>{t(`trust:cluster_${cluster.kind}`)}</Text>
              <Badge variant="light">{t('trust:clusterMembers', { count: cluster.members.length })}</Badge>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {cluster.members.map((member) => member.name).join(', ')}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}

/** /event/{slug}/participants: the host reads each participant's risk, its reasons, and the groups found. */
export function ParticipantsPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  const [level, setLevel] = useState<RiskLevel | null>(null);
  const [page, setPage] = useState(1);
  const manages = event.data?.viewer.can_manage === true;
  const risk = useParticipantsRisk(manages ? event.data?.id : null, {
    ...(level ? { level } : {}),
    limit: RISK_PAGE_SIZE,
    offset: (page - 1) * RISK_PAGE_SIZE,
  });
  const clusters = useParticipantClusters(manages ? event.data?.id : null);
  usePageMeta(t('trust:pageTitle'), t('trust:pageIntro'));

  if (event.isError || (event.data && !manages)) return <NotFoundPage />;
  const pages = pageCount(risk.data?.total, RISK_PAGE_SIZE);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('trust:pageTitle')}</Title>
          {event.data ? (
            <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug })}>
              {event.data.title}
            </Anchor>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('trust:pageIntro')}
          </Text>
        </Stack>
        {risk.data ? (
          <Text size="sm" data-testid="risk-counts">
            {t('trust:counts', risk.data.counts)}
          </Text>
        ) : null}
        <Select
          label={t('trust:filterLevel')}
          placeholder={t('trust:filterAll')}
          clearable
          maw={240}
          value={level}
          onChange={(value) => {
            setLevel(value as RiskLevel | null);
            setPage(1);
          }}
          data={RISK_LEVELS.map((value) => ({ value, label: t(`trust:level_${value}`) }))}
        />
        {risk.isError ? (
          <Text c="red">{t('trust:loadFailed')}</Text>
        ) : !risk.data ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('trust:pageTitle')} />
          </Group>
        ) : risk.data.items.length === 0 ? (
          <Text c="dimmed">{t('trust:empty')}</Text>
        ) : (
          <Stack gap="sm" data-testid="risk-list">
            {risk.data.items.map((row) => (
              <ParticipantCard key={row.player.id} row={row} eventId={event.data!.id} />
            ))}
          </Stack>
        )}
        {pages > 1 ? (
          <Pagination getControlProps={paginationControls(t)} total={pages} value={page} onChange={setPage} />
        ) : null}
        {clusters.data ? <Clusters items={clusters.data.items} /> : null}
        {manages && event.data ? <Appeals eventId={event.data.id} /> : null}
      </Stack>
    </Container>
  );
}
