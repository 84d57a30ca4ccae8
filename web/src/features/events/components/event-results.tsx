import { Alert, Badge, Button, Code, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { EventRewards, RewardWinner } from '@w2e/core/contracts/rewards';
import { checkPublishedDraw, type DrawCheck } from '@w2e/core/events/rewards';
import { useEventRewards } from '@w2e/react/rewards/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { useRankText } from '../../../lib/use-rank-text';
import { exclusionLabel } from './trust-labels';

/** The winners, the signed-in player marked "(You)" as on the leaderboard. */
function Winners({ winners, meId }: { winners: readonly RewardWinner[]; meId: string | null }) {
  const { t } = useTranslation();
  if (winners.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('rewards:noWinners')}
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {winners.map((winner) => (
        <List.Item
          key={winner.player.id}
          data-testid="reward-winner"
          data-me={winner.player.id === meId ? 'true' : undefined}
          fw={winner.player.id === meId ? 700 : undefined}
          aria-current={winner.player.id === meId ? 'true' : undefined}
        >
          {winner.position !== null ? `${t('rewards:position', { position: winner.position })} ` : ''}
          {winner.player.name}
          {winner.player.id === meId ? ` (${t('leaderboards:you')})` : ''}
        </List.Item>
      ))}
    </List>
  );
}

/** Monospace, wrapping anywhere: hashes and seeds are one long word. */
function Hex({ value, testId }: { value: string; testId: string }) {
  return (
    <Code block data-testid={testId} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
      {value}
    </Code>
  );
}

/**
 * Who was left out before the list was frozen, counted per reason (never who): the codes are part of the list's
 * hash, which the verify button checks (docs/trust.md).
 */
function Exclusions({ rewards }: { rewards: EventRewards }) {
  const { t } = useTranslation();
  const total = rewards.exclusions?.length ?? 0;
  if (total === 0) return null;
  return (
    <Stack gap={2} data-testid="draw-exclusions">
      <Text size="sm" fw={600}>
        {t('trust:excludedTitle')}
      </Text>
      <Text size="sm" data-testid="draw-excluded-count">
        {t('trust:excludedCount', { count: total })}
      </Text>
      <List size="sm" spacing={2}>
        {Object.entries(rewards.excluded_counts).map(([code, count]) => (
          <List.Item key={code} data-testid="draw-excluded-reason">
            {t('trust:excludedReason', { reason: exclusionLabel(t, code), count })}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('trust:exclusionsIncluded')}
      </Text>
    </Stack>
  );
}

/**
 * The provably fair draw: the commitment from the start, and after the end the revealed seed,
 * the frozen list and its hash. "Verify this draw" reruns core's settlement in the browser (the very code the
 * server ran) from that public data alone and says whether every tier's winners agree.
 */
function DrawPanel({ rewards }: { rewards: EventRewards }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const rankText = useRankText();
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const draw = rewards.draw!;
  const revealed = rewards.state === 'published' && draw.seed !== null && draw.entries !== null;

  async function verify() {
    if (!revealed) return;
    setChecking(true);
    try {
      setCheck(
        await checkPublishedDraw({
          seed: draw.seed!,
          commitment: draw.commitment,
          list_hash: rewards.list_hash ?? '',
          entries: draw.entries!,
          exclusions: rewards.exclusions ?? [],
          tiers: rewards.tiers.map((tier) => ({
            ...tier,
            winners: tier.winners.map((winner) => ({ user_id: winner.player.id })),
          })),
        }),
      );
    } finally {
      setChecking(false);
    }
  }

  const item = (label: string, ok: boolean) => (
    <List.Item key={label}>
      {label}:{' '}
      <Badge color={ok ? 'green' : 'red'} variant="light">
        {ok ? t('rewards:checkPassed') : t('rewards:checkFailedItem')}
      </Badge>
    </List.Item>
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby="event-draw" data-testid="event-draw">
      <Title order={3} fz="h4" id="event-draw">
        {t('rewards:drawTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('rewards:drawIntro')}
      </Text>
      <Text size="sm" fw={600}>
        {t('rewards:commitment')}
      </Text>
      <Hex value={draw.commitment} testId="draw-commitment" />
      <Text size="xs" c="dimmed">
        {t('rewards:committedAt', { date: formatDateTime(draw.committed_at) })}
      </Text>
      <Text size="sm" fw={600}>
        {t('rewards:seed')}
      </Text>
      {draw.seed ? (
        <Hex value={draw.seed} testId="draw-seed" />
      ) : (
        <Text size="sm" data-testid="draw-seed-hidden">
          {t('rewards:seedHidden')}
        </Text>
      )}
      {revealed ? (
        <>
          <Text size="sm" fw={600}>
            {t('rewards:listHash')}
          </Text>
          <Hex value={rewards.list_hash ?? ''} testId="draw-list-hash" />
          <Text size="xs" c="dimmed">
            {t('rewards:entries', { count: draw.entries!.length })}
          </Text>
          <Exclusions rewards={rewards} />
          <Group>
            <Button onClick={() => void verify()} loading={checking} data-testid="draw-verify">
              {t('rewards:verifyButton')}
            </Button>
          </Group>
          {checking ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('rewards:verifying')}</Text>
            </Group>
          ) : null}
          {check && !checking ? (
            <Alert
              color={check.ok ? 'green' : 'red'}
              data-testid="draw-verify-result"
              data-ok={check.ok ? 'true' : 'false'}
              title={check.ok ? t('rewards:verifyOk') : t('rewards:verifyFailed')}
            >
              <List size="sm">
                {item(t('rewards:checkCommitment'), check.commitment_ok)}
                {item(t('rewards:checkListHash'), check.list_hash_ok)}
                {(rewards.exclusions ?? []).length > 0
                  ? item(t('trust:exclusionsChecked'), check.exclusions_ok)
                  : null}
                {check.tiers.map((tier) =>
                  item(
                    t('rewards:checkTier', {
                      rank: rankText(
                        rewards.tiers.find((row) => row.order === tier.order)?.rank ?? String(tier.order),
                      ),
                    }),
                    tier.ok,
                  ),
                )}
              </List>
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('rewards:verifyHowTo')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The event's results: before the end a note that winners come at the end (and the draw's
 * commitment for a random event); after it, the winners of each leaderboard tier and task prize, and the draw.
 */
export function EventResults({ slug, meId = null }: { slug: string; meId?: string | null }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const rankText = useRankText();
  const rewards = useEventRewards(slug);
  if (rewards.isPending) return null;
  if (rewards.isError) return <Alert color="red">{t('rewards:loadFailed')}</Alert>;
  const data = rewards.data;
  if (!data.reward_by_leaderboard && data.tasks.length === 0 && !data.draw) return null;
  const published = data.state === 'published';

  return (
    <Stack gap="sm" component="section" aria-labelledby="event-results" data-testid="event-results">
      <Title order={2} fz="h3" id="event-results">
        {t('rewards:winnersOf')}
      </Title>
      {published ? (
        <Text size="xs" c="dimmed" data-testid="results-published">
          {t('rewards:publishedAt', { date: formatDateTime(data.published_at!) })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="results-pending">
          {data.end_time === null ? t('rewards:nonstopNote') : t('rewards:pendingNote')}
        </Text>
      )}
      {published && data.tiers.length > 0 ? (
        <Stack gap="xs" data-testid="results-tiers">
          <Text size="sm" fw={600}>
            {t('rewards:byLeaderboard')}
          </Text>
          {data.tiers.map((tier) => (
            <Stack key={tier.order} gap={2} data-testid="results-tier">
              <Group gap="xs">
                <Badge variant="light">{rankText(tier.rank)}</Badge>
                {tier.name ? <Text size="sm">{tier.name}</Text> : null}
                <Text size="sm" fw={600}>
                  {tier.reward ?? t('rewards:prizeUnnamed')}
                </Text>
                <Text size="xs" c="dimmed">
                  {tier.places === null
                    ? t('rewards:placesEveryone')
                    : t('rewards:places', { count: tier.places })}
                </Text>
              </Group>
              <Winners winners={tier.winners} meId={meId} />
            </Stack>
          ))}
        </Stack>
      ) : null}
      {published && data.tasks.length > 0 ? (
        <Stack gap="xs" data-testid="results-tasks">
          <Text size="sm" fw={600}>
            {t('rewards:byTask')}
          </Text>
          {data.tasks.map((task) => (
            <Stack key={task.task_id} gap={2}>
              <Text size="sm">
                {t('rewards:taskPrize', { task: task.task_name })}: <b>{task.reward}</b>
              </Text>
              <Winners winners={task.winners} meId={meId} />
            </Stack>
          ))}
        </Stack>
      ) : null}
      {data.draw ? <DrawPanel rewards={data} /> : null}
    </Stack>
  );
}
