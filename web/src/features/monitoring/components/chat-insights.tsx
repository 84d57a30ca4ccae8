import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  type Contributor,
  INACTIVE_DAYS_MAX,
  INACTIVE_DAYS_MIN,
  type MonitoringChat,
  REMOVALS_PER_SECOND,
  type SeenMember,
} from '@w2e/core/contracts/monitoring';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import {
  useChatInsights,
  useMembersCsv,
  useSeenMembers,
  useStartRemoval,
  useUndoRemoval,
} from '@w2e/react/monitoring/queries';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';

const InsightCharts = lazy(() => import('./insight-charts'));

const STATUSES: Record<SeenMember['status'], TranslationKey> = {
  member: 'monitoring:statusMember',
  left: 'monitoring:statusLeft',
  removed: 'monitoring:statusRemoved',
};
const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

function ContributorsTable({ rows }: { rows: Contributor[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{t('monitoring:noContributors')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped data-testid="top-contributors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoring:colMember')}</Table.Th>
            <Table.Th>{t('monitoring:colMessages')}</Table.Th>
            <Table.Th>{t('monitoring:colReplies')}</Table.Th>
            <Table.Th>{t('monitoring:colReactions')}</Table.Th>
            <Table.Th>{t('monitoring:colMedia')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.user_id}>
              <Table.Td>{c.user_name}</Table.Td>
              <Table.Td>{c.messages}</Table.Td>
              <Table.Td>{c.replies}</Table.Td>
              <Table.Td>{c.reactions}</Table.Td>
              <Table.Td>{c.media}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MembersTable({ chatId, inactiveDays }: { chatId: string; inactiveDays: number | null }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const members = useSeenMembers(chatId, inactiveDays, offset);
  if (members.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (members.isError) return <Alert color="red">{t('monitoring:loadFailed')}</Alert>;
  if (members.data.total === 0) return <Text c="dimmed">{t('monitoring:noMembers')}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid={inactiveDays === null ? 'seen-members' : 'inactive-members'}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('monitoring:colMember')}</Table.Th>
              <Table.Th>{t('monitoring:colLastActive')}</Table.Th>
              <Table.Th>{t('monitoring:colMessages')}</Table.Th>
              <Table.Th>{t('monitoring:colReactions')}</Table.Th>
              <Table.Th>{t('monitoring:colReferrals')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.items.map((m) => (
              <Table.Tr key={m.user_id}>
                <Table.Td>
                  {m.user_name}
                  {m.status !== 'member' && (
                    <Text span c="dimmed" fz="xs">
                      {' '}
                      ({t(STATUSES[m.status])})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(m.last_active_at)}</Table.Td>
                <Table.Td>{m.messages}</Table.Td>
                <Table.Td>{m.reactions}</Table.Td>
                <Table.Td>{m.referrals}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {members.data.total > 20 && (
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={offset === 0} onClick={() => setOffset(offset - 20)}>
            {t('monitoring:previousPage')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={offset + 20 >= members.data.total}
            onClick={() => setOffset(offset + 20)}
          >
            {t('monitoring:nextPage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Saves the members CSV the API answered, under the chat's id. */
function saveCsv(text: string, chatId: string) {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), `members-${chatId}.csv`);
}

/**
 * One chat's statistics for its admins: coverage and the real-humans ratio with how they are computed, the day
 * charts, top contributors, members seen and the inactive ones with the bulk removal, referrals, game points,
 * and the CSV export.
 */
export function ChatInsights({ chat }: { chat: MonitoringChat }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const insights = useChatInsights(chat.id);
  const [period, setPeriod] = useState<'7' | '30'>('7');
  const [days, setDays] = useState(chat.settings.inactive_days);
  const [confirming, setConfirming] = useState(false);
  const remove = useStartRemoval(chat.id);
  const undo = useUndoRemoval(chat.id);
  const csv = useMembersCsv(chat.id);
  const inactive = useSeenMembers(chat.id, days, 0);

  if (insights.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (insights.isError) return <Alert color="red">{t('monitoring:loadFailed')}</Alert>;
  const data = insights.data;
  const { coverage, real_humans: ratio, removal } = data;
  const inactiveTotal = inactive.data?.total ?? 0;

  return (
    <Stack gap="md" data-testid="chat-insights">
      <Group justify="space-between" wrap="wrap">
        <Title order={4}>{t('monitoring:insightsTitle')}</Title>
        <Button
          size="xs"
          variant="default"
          loading={csv.isPending}
          onClick={() => csv.mutate(undefined, { onSuccess: (text) => saveCsv(text, chat.chat_id) })}
        >
          {t('monitoring:exportCsv')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="sm" data-testid="coverage">
          <Text fw={500}>{t('monitoring:coverageTitle')}</Text>
          <Text fz="sm">
            {coverage.member_count
              ? t('monitoring:coverage', {
                  seen: coverage.seen,
                  inChat: coverage.seen_in_chat,
                  count: coverage.member_count,
                  percent: percent(Math.min(1, coverage.seen_in_chat / coverage.member_count)),
                })
              : t('monitoring:coverageUnknown', { seen: coverage.seen, inChat: coverage.seen_in_chat })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('monitoring:coverageWhy')}
          </Text>
        </Paper>
        <Paper withBorder p="sm" data-testid="real-humans">
          <Text fw={500}>{t('monitoring:ratioTitle')}</Text>
          <Text fz="sm" c={ratio.ratio !== null && ratio.ratio >= ratio.target ? 'teal' : 'orange'}>
            {ratio.ratio === null
              ? t('monitoring:ratioNone')
              : t('monitoring:ratioValue', { ratio: percent(ratio.ratio), target: percent(ratio.target) })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('monitoring:ratioHow', {
              counted: ratio.counted,
              humans: ratio.humans,
              passed: ratio.passed_captcha,
              spoke: ratio.spoke_or_reacted,
              keptOut: ratio.kept_out,
            })}
          </Text>
        </Paper>
      </SimpleGrid>
      <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
        <InsightCharts days={data.days} />
      </Suspense>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{t('monitoring:topTitle')}</Title>
          <SegmentedControl
            size="xs"
            value={period}
            onChange={(v) => setPeriod(v as '7' | '30')}
            data={[
              { value: '7', label: t('monitoring:top7') },
              { value: '30', label: t('monitoring:top30') },
            ]}
          />
        </Group>
        <ContributorsTable rows={period === '7' ? data.top_7 : data.top_30} />
      </Stack>
      <Stack gap="xs">
        <Title order={5}>{t('monitoring:inactiveTitle')}</Title>
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label={t('monitoring:inactiveFor')}
            min={INACTIVE_DAYS_MIN}
            max={INACTIVE_DAYS_MAX}
            value={days}
            onChange={(v) =>
              setDays(Math.min(INACTIVE_DAYS_MAX, Math.max(INACTIVE_DAYS_MIN, Number(v) || 1)))
            }
            w={200}
          />
          <Button
            color="red"
            variant="light"
            disabled={inactiveTotal === 0 || removal?.status === 'running'}
            onClick={() => setConfirming(true)}
          >
            {t('monitoring:removeInactive', { count: inactiveTotal })}
          </Button>
        </Group>
        <Text fz="sm">{t('monitoring:inactiveCount', { count: inactiveTotal, days })}</Text>
        {removal && (
          <Paper withBorder p="sm" data-testid="removal">
            <Text fz="sm">
              {removal.status === 'undone'
                ? t('monitoring:removalUndone')
                : removal.status === 'closed'
                  ? t('monitoring:removalClosed')
                  : t('monitoring:removalStatus', {
                      removed: removal.removed,
                      total: removal.total,
                      pending: removal.pending,
                      failed: removal.failed,
                    })}
            </Text>
            {removal.status === 'running' && (
              <Group gap="sm" mt="xs">
                <Text fz="xs" c="dimmed">
                  {t('monitoring:undoUntil', { time: formatDateTime(removal.undo_until) })}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  loading={undo.isPending}
                  onClick={() => undo.mutate(removal.id)}
                >
                  {t('monitoring:undo')}
                </Button>
              </Group>
            )}
          </Paper>
        )}
        <MembersTable chatId={chat.id} inactiveDays={days} />
      </Stack>
      <Stack gap="xs">
        <Title order={5}>{t('monitoring:membersTitle')}</Title>
        <MembersTable chatId={chat.id} inactiveDays={null} />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Title order={5}>{t('monitoring:referralsTitle')}</Title>
          <Text fz="xs" c="dimmed">
            {t('monitoring:referralsHelp')}
          </Text>
          {data.referrers.length === 0 ? (
            <Text c="dimmed">{t('monitoring:noReferrals')}</Text>
          ) : (
            <Table striped data-testid="referrers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('monitoring:colMember')}</Table.Th>
                  <Table.Th>{t('monitoring:colConfirmed')}</Table.Th>
                  <Table.Th>{t('monitoring:colPending')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.referrers.map((r) => (
                  <Table.Tr key={r.user_id}>
                    <Table.Td>{r.user_name}</Table.Td>
                    <Table.Td>{r.confirmed}</Table.Td>
                    <Table.Td>{r.pending}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={5}>{t('monitoring:gameTitle')}</Title>
          {data.game.length === 0 ? (
            <Text c="dimmed">{t('monitoring:noGame')}</Text>
          ) : (
            <Table striped data-testid="game-points">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('monitoring:colMember')}</Table.Th>
                  <Table.Th>{t('monitoring:colPoints')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.game.map((g) => (
                  <Table.Tr key={g.user_id}>
                    <Table.Td>{g.user_name}</Table.Td>
                    <Table.Td>{g.points}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </SimpleGrid>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('monitoring:removeConfirmTitle')}
      >
        <Stack>
          <Text fz="sm">
            {t('monitoring:removeConfirm', {
              count: inactiveTotal,
              days,
              title: chat.title,
              perSecond: REMOVALS_PER_SECOND,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('monitoring:cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { inactive_days: days, expected: inactiveTotal },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      toast.success(t('monitoring:removalQueued'));
                    },
                  },
                )
              }
            >
              {t('monitoring:removeGo')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
