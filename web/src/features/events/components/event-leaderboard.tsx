import {
  Alert,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { METRIC_RANKING_LABELS } from '@w2e/core/contracts/events';
import {
  type EventLeaderboard as Board,
  EVENT_LEADERBOARD_PAGE_SIZE,
  type EventLeaderboardRow,
} from '@w2e/core/contracts/leaderboards';
import { LEADERBOARD_COLUMNS, SCORE_BOARD_LABELS, type ScoreBoard } from '@w2e/core/events/leaderboard';
import { pageCount } from '@w2e/core/format/page-count';
import { useEventLeaderboard } from '@w2e/react/leaderboards/queries';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerLink } from '../../../components/player-link';
import { useDetailColumns } from '../../../lib/leaderboard-columns';

const SCORE_KEYS = ['in_game_score', 'social_score', 'other_score', 'total_score'] as const;

function Row({
  row,
  mine,
  youLabel,
  metric,
  detail,
}: {
  row: EventLeaderboardRow;
  mine: boolean;
  youLabel: string;
  metric: boolean;
  /** The class of the score columns a phone hides until they are opened. */
  detail: string;
}) {
  return (
    <Table.Tr
      data-testid={mine ? 'leaderboard-me' : 'leaderboard-row'}
      aria-current={mine ? 'true' : undefined}
      bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td fw={700}>#{row.rank}</Table.Td>
      <Table.Td>
        <PlayerLink player={row.player} />
        {mine ? ` (${youLabel})` : ''}
      </Table.Td>
      {metric ? (
        <Table.Td ta="right" fw={700} data-testid="leaderboard-metric">
          {(row.metric_value ?? 0).toLocaleString()}
        </Table.Td>
      ) : null}
      {SCORE_KEYS.map((key) => (
        <Table.Td
          key={key}
          ta="right"
          fw={key === 'total_score' ? 700 : undefined}
          className={key === 'total_score' ? undefined : detail}
        >
          {row[key].toLocaleString()}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** What the board ranks by and its tie-break, said under the table. */
function RankingNote({ data }: { data: Board | undefined }) {
  const { t } = useTranslation();
  let note = t('leaderboards:tieBreak');
  if (data?.metric) {
    const { name, ranking } = data.metric;
    const by = t(METRIC_RANKING_LABELS[ranking]).toLowerCase();
    note = `${t('leaderboards:rankedByMetric', { metric: name, ranking: by })} ${t('leaderboards:tieBreakMetric', { metric: name })}`;
  } else if (data && data.rank_by !== 'total') {
    const column = t(SCORE_BOARD_LABELS[data.rank_by as ScoreBoard]);
    note = `${t('leaderboards:rankedBy', { column })} ${note}`;
  }
  return (
    <Text size="sm" c="dimmed" data-testid="leaderboard-ranking">
      {note}
    </Text>
  );
}

/**
 * The event's leaderboard: rank, player, the metric it ranks by when it ranks by one, and the three
 * score columns with their total, a page at a time, searchable by name. The signed-in player's row is highlighted where it is, and pinned under the page
 * when it is elsewhere, so it is always in sight. The tie-break is said under the table.
 */
export function EventLeaderboard({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const board = useEventLeaderboard(slug, {
    limit: EVENT_LEADERBOARD_PAGE_SIZE,
    offset: (page - 1) * EVENT_LEADERBOARD_PAGE_SIZE,
    ...(q ? { q } : {}),
  });
  const data = board.data;
  const me = data?.me ?? null;
  const meOnPage = me !== null && (data?.items.some((row) => row.player.id === me.player.id) ?? false);
  const pages = pageCount(data?.total, EVENT_LEADERBOARD_PAGE_SIZE);
  const you = t('leaderboards:you');
  const columns = useDetailColumns();

  return (
    <Stack gap="sm" component="section" aria-labelledby="event-leaderboard">
      <Group justify="space-between" align="end" wrap="wrap">
        <Title order={2} fz="h3" id="event-leaderboard">
          {t('leaderboards:title')}
        </Title>
        <TextInput
          type="search"
          label={t('leaderboards:searchLabel')}
          placeholder={t('leaderboards:searchPlaceholder')}
          value={search}
          maxLength={50}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {me ? (
        <Text fw={600} data-testid="leaderboard-my-rank">
          {t('leaderboards:yourRank', { rank: me.rank })}
        </Text>
      ) : null}
      {board.isError ? (
        <Alert color="red">{t('leaderboards:loadFailed')}</Alert>
      ) : !data ? (
        <Center py="md">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{q ? t('leaderboards:noResults', { query: q }) : t('leaderboards:empty')}</Text>
      ) : (
        <>
          {columns.toggle}
          <Table.ScrollContainer minWidth={columns.open ? 520 : 0}>
            <Table striped highlightOnHover aria-labelledby="event-leaderboard" {...columns.tableProps}>
              <Table.Thead>
                <Table.Tr>
                  {LEADERBOARD_COLUMNS.map((column) => (
                    <Fragment key={column.key}>
                      <Table.Th
                        ta={SCORE_KEYS.includes(column.key as never) ? 'right' : undefined}
                        className={
                          SCORE_KEYS.includes(column.key as never) && column.key !== 'total_score'
                            ? columns.detail
                            : undefined
                        }
                      >
                        {t(column.labelKey)}
                      </Table.Th>
                      {column.key === 'player' && data.metric ? (
                        <Table.Th ta="right">{data.metric.name}</Table.Th>
                      ) : null}
                    </Fragment>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((row) => (
                  <Row
                    key={row.player.id}
                    row={row}
                    mine={row.player.id === me?.player.id}
                    youLabel={you}
                    metric={Boolean(data.metric)}
                    detail={columns.detail}
                  />
                ))}
                {me && !meOnPage && !q ? (
                  <Row row={me} mine youLabel={you} metric={Boolean(data.metric)} detail={columns.detail} />
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <RankingNote data={data} />
      {pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('leaderboards:pagination')}>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
