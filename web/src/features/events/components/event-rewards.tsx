import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { Event } from '@w2e/core/contracts/events';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { tierWords } from '@w2e/core/events/rank';
import { useTranslation } from 'react-i18next';

/** The leaderboard's reward tiers (rank and reward), and each task's prize when rewards go by task. */
export function EventRewards({ event, tasks }: { event: Event; tasks: readonly PlayerTask[] }) {
  const { t } = useTranslation();
  const tiers = [...event.leaderboards].sort((a, b) => a.order - b.order);
  const prizes = event.reward_by_task ? tasks.filter((task) => task.prize) : [];
  if (tiers.length === 0 && prizes.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-rewards">
      <Title order={2} fz="h3" id="event-rewards">
        {t('eventPlay:rewards')}
      </Title>
      {event.reward_by_leaderboard && tiers.length > 0 ? (
        // Each tier in the words of the host's preview ("Ranks 4–10: 7 winners get 10 USDT each"), never the
        // stored rank text.
        <List spacing={4} data-testid="event-reward-tiers">
          {tiers.map((tier) => (
            <List.Item key={tier.order}>
              {tier.name ? <strong>{tier.name}: </strong> : null}
              {tierWords((key, values) => t(key, values), tier) ?? tier.rank}
            </List.Item>
          ))}
        </List>
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
