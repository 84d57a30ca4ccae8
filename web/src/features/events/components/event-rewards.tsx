import { Stack, Table, Text, Title } from '@mantine/core';
import type { Event } from '@w2e/core/contracts/events';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { useTranslation } from 'react-i18next';
import { useRankText } from '../../../lib/use-rank-text';

/** The leaderboard's reward tiers (rank and reward), and each task's prize when rewards go by task. */
export function EventRewards({ event, tasks }: { event: Event; tasks: readonly PlayerTask[] }) {
  const { t } = useTranslation();
  const rankText = useRankText();
  const tiers = [...event.leaderboards].sort((a, b) => a.order - b.order);
  const prizes = event.reward_by_task ? tasks.filter((task) => task.prize) : [];
  if (tiers.length === 0 && prizes.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-rewards">
      <Title order={2} fz="h3" id="event-rewards">
        {t('eventPlay:rewards')}
      </Title>
      {event.reward_by_leaderboard && tiers.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped data-testid="event-reward-tiers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('eventPlay:rewardRank')}</Table.Th>
                <Table.Th>{t('eventPlay:rewardName')}</Table.Th>
                <Table.Th>{t('eventPlay:rewardWinners')}</Table.Th>
                <Table.Th>{t('eventPlay:rewardReward')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tiers.map((tier) => (
                <Table.Tr key={tier.order}>
                  <Table.Td>{rankText(tier.rank)}</Table.Td>
                  <Table.Td>{tier.name ?? ''}</Table.Td>
                  <Table.Td>{tier.winners ?? ''}</Table.Td>
                  <Table.Td>{tier.reward ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {event.reward_by_task ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('eventPlay:rewardByTask')}
          </Text>
          {prizes.length > 0 ? (
            <Table data-testid="event-task-prizes">
              <Table.Tbody>
                {prizes.map((task) => (
                  <Table.Tr key={task.id}>
                    <Table.Td>{task.name}</Table.Td>
                    <Table.Td>{task.prize}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
