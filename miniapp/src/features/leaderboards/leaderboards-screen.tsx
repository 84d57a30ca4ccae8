import { Cell, List, Section, SegmentedControl } from '@telegram-apps/telegram-ui';
import type { MyClan } from '@w2e/core/contracts/clans';
import {
  PLATFORM_LEADERBOARD_PERIODS,
  type PlatformLeaderboardPeriod,
  type PlatformLeaderboardRow,
} from '@w2e/core/contracts/leaderboards';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { useClanLeaderboard, useClanRank, useMyClans } from '@w2e/react/clans/queries';
import { usePlatformLeaderboard } from '@w2e/react/leaderboards/queries';
import { useSession } from '@w2e/react/session/queries';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate, useSearchParams } from '../../components/router';
import { Failed, Loading } from '../../components/screen-state';
import { useTranslation } from '../../i18n';
import { Board, BoardCell, type BoardRow } from './board';

const PERIOD_LABELS: Record<PlatformLeaderboardPeriod, TranslationKey> = {
  all: 'leaderboards:periodAll',
  '30d': 'leaderboards:period30d',
  '7d': 'leaderboards:period7d',
};
const TABS = ['global', 'clans'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, TranslationKey> = {
  global: 'miniapp:boardGlobal',
  clans: 'miniapp:boardClans',
};

const toRow = (row: PlatformLeaderboardRow): BoardRow => ({
  rank: row.rank,
  id: row.player.id,
  name: row.player.name,
  score: String(row.total_score),
});

/** Everyone's board over all time, the last 30 or the last 7 days. */
function GlobalBoard({ period }: { period: PlatformLeaderboardPeriod }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const board = usePlatformLeaderboard(period);
  if (board.isError) return <Failed onRetry={() => void board.refetch()} />;
  if (!board.data) return <Loading />;
  return (
    <Board
      rows={board.data.items.map(toRow)}
      me={board.data.me ? toRow(board.data.me) : null}
      signedIn={user !== null}
      header={t(PERIOD_LABELS[board.data.period])}
      empty={t('leaderboards:empty')}
    />
  );
}

const CLAN_BOARD_SIZE = 50;

/** One of the player's clans below the page shown: its place, asked of the server on its own. */
function MyClanRank({ clan, period }: { clan: MyClan; period: PlatformLeaderboardPeriod }) {
  const navigate = useNavigate();
  const rank = useClanRank(clan.slug, period);
  if (!rank.data) return null;
  return (
    <BoardCell
      row={{
        rank: rank.data.rank,
        id: clan.id,
        name: clan.name,
        score: String(rank.data.score),
        onClick: () => void navigate(`/clans/${clan.slug}`),
      }}
      mine
      testId="board-me"
    />
  );
}

/**
 * Clans ranked by their active members' score in the period (GET /api/clans/leaderboard), the player's own
 * clans pinned above with their place wherever it is; then the player's clans, each opening its members' board.
 */
function ClanBoards({ period }: { period: PlatformLeaderboardPeriod }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyClans();
  const board = useClanLeaderboard({ period, limit: CLAN_BOARD_SIZE });
  if (board.isError || mine.isError)
    return (
      <Failed
        onRetry={() => {
          void board.refetch();
          void mine.refetch();
        }}
      />
    );
  if (!board.data || mine.isPending) return <Loading />;
  const myClans = mine.data.clans;
  const myIds = new Set(myClans.map((clan) => clan.id));
  const rows: BoardRow[] = board.data.items.map((row) => ({
    rank: row.rank,
    id: row.clan.id,
    name: row.clan.name,
    score: String(row.score),
    subtitle: `${t('clans:members')}: ${row.member_count}`,
    onClick: () => void navigate(`/clans/${row.clan.slug}`),
  }));
  return (
    <>
      {myClans.length > 0 ? (
        <Section header={t('miniapp:boardYourRow')}>
          {myClans.map((clan) => {
            const row = rows.find((candidate) => candidate.id === clan.id);
            return row ? (
              <BoardCell key={clan.id} row={row} mine testId="board-me" />
            ) : (
              <MyClanRank key={clan.id} clan={clan} period={period} />
            );
          })}
        </Section>
      ) : null}
      <Section header={t(PERIOD_LABELS[board.data.period])}>
        {rows.length === 0 ? <Cell multiline>{t('clans:empty')}</Cell> : null}
        {rows.map((row) => (
          <BoardCell key={row.id} row={row} mine={myIds.has(row.id)} testId="board-clan-row" />
        ))}
      </Section>
      <Section header={t('clans:myClans')} footer={t('miniapp:boardClansHint')}>
        {myClans.length === 0 ? (
          <ActionCell data-testid="board-clans-empty" onClick={() => void navigate('/clans')}>
            {t('clans:noMyClans')} · {t('clans:browseClans')}
          </ActionCell>
        ) : null}
        {myClans.map((clan) => (
          <ActionCell
            key={clan.id}
            data-testid="board-clan"
            subtitle={t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit })}
            onClick={() => void navigate(`/clans/${clan.slug}/leaderboard`)}
          >
            {clan.name}
          </ActionCell>
        ))}
      </Section>
    </>
  );
}

/**
 * /leaderboards: everyone's board or the clans' board, by period. The tab and period live in
 * the address, so coming back from a clan's board lands on the same tab.
 */
export function LeaderboardsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'clans' ? 'clans' : 'global';
  const periodParam = params.get('period');
  const period = (PLATFORM_LEADERBOARD_PERIODS as readonly string[]).includes(periodParam ?? '')
    ? (periodParam as PlatformLeaderboardPeriod)
    : 'all';
  const choose = (next: { tab?: Tab; period?: PlatformLeaderboardPeriod }) =>
    setParams({ tab: next.tab ?? tab, period: next.period ?? period }, { replace: true });
  return (
    <Page>
      <List>
        <SegmentedControl>
          {TABS.map((value) => (
            <SegmentedControl.Item
              key={value}
              className="segment-item"
              selected={tab === value}
              aria-selected={tab === value}
              data-testid={`board-tab-${value}`}
              onClick={() => choose({ tab: value })}
            >
              {t(TAB_LABELS[value])}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl>
        <SegmentedControl>
          {PLATFORM_LEADERBOARD_PERIODS.map((value) => (
            <SegmentedControl.Item
              key={value}
              className="segment-item"
              selected={period === value}
              aria-selected={period === value}
              data-testid={`board-period-${value}`}
              onClick={() => choose({ period: value })}
            >
              {t(PERIOD_LABELS[value])}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl>
        {tab === 'global' ? <GlobalBoard period={period} /> : <ClanBoards period={period} />}
      </List>
    </Page>
  );
}
