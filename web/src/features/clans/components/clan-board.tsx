import {
  Alert,
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { CLAN_BOARD_PAGE_SIZE, CLAN_TYPE_LABELS } from '@w2e/core/contracts/clans';
import {
  PLATFORM_LEADERBOARD_PERIODS,
  type PlatformLeaderboardPeriod,
} from '@w2e/core/contracts/leaderboards';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useClanLeaderboard } from '@w2e/react/clans/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leaderboardClasses, useDetailColumns } from '../../../lib/leaderboard-columns';
import { paginationControls } from '../../../lib/pagination';
import { PERIOD_LABELS } from '../../../lib/period-labels';
import { boardPeriod, CLAN_BOARD_LAST_PAGE, clanBoardQuery } from '../list-params';

/**
 * The cross-clan leaderboard (GET /api/clans/leaderboard): clans ranked by their active members' score in the
 * period, each linking to its page. The period and page live in the list page's address.
 */
export function ClanBoard({
  period,
  page,
  onPeriod,
  onPage,
}: {
  period: PlatformLeaderboardPeriod;
  page: number;
  onPeriod: (period: PlatformLeaderboardPeriod) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const board = useClanLeaderboard(clanBoardQuery(period, page));
  const columns = useDetailColumns();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('clans:boardIntro')}
      </Text>
      <div className={leaderboardClasses.tabs}>
        <SegmentedControl
          value={period}
          onChange={(value) => onPeriod(boardPeriod(value))}
          aria-label={t('leaderboards:period')}
          data={PLATFORM_LEADERBOARD_PERIODS.map((value) => ({ value, label: t(PERIOD_LABELS[value]) }))}
          w="fit-content"
        />
      </div>
      {board.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : board.isError ? (
        <Alert color="red">{t('leaderboards:loadFailed')}</Alert>
      ) : board.data.items.length === 0 ? (
        <Text c="dimmed">{t('clans:boardEmpty')}</Text>
      ) : (
        <>
          {columns.toggle}
          <Table.ScrollContainer minWidth={columns.open ? 420 : 0}>
            <Table striped data-testid="clan-board" {...columns.tableProps}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">{t('clans:rank')}</Table.Th>
                  <Table.Th>{t('clans:clan')}</Table.Th>
                  <Table.Th ta="right" className={columns.detail}>
                    {t('clans:members')}
                  </Table.Th>
                  <Table.Th ta="right">{t('clans:score')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {board.data.items.map((row) => (
                  <Table.Tr key={row.clan.id} data-testid="clan-board-row">
                    <Table.Td ta="right" fw={700}>
                      {row.rank}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Anchor component={Link} to={buildPath(ROUTES.clanDetail, { slug: row.clan.slug })}>
                          {row.clan.name}
                        </Anchor>
                        {row.clan.type === 'private' ? (
                          <Badge size="xs" variant="light" color="grape">
                            {t(CLAN_TYPE_LABELS.private)}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" className={columns.detail}>
                      {row.member_count.toLocaleString()}
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {row.score.toLocaleString()}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('clans:boardTieBreak')}
      </Text>
      {board.data && board.data.total > CLAN_BOARD_PAGE_SIZE ? (
        <Pagination
          total={Math.min(pageCount(board.data.total, CLAN_BOARD_PAGE_SIZE), CLAN_BOARD_LAST_PAGE)}
          value={page}
          onChange={onPage}
          getControlProps={paginationControls(t)}
        />
      ) : null}
    </Stack>
  );
}
