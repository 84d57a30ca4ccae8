import { Cell, List, Section, SegmentedControl } from '@telegram-apps/telegram-ui';
import {
  PLATFORM_LEADERBOARD_PERIODS,
  type PlatformLeaderboardPeriod,
  type PlatformLeaderboardRow,
} from '@w2e/core/contracts/users';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { useMyClans } from '@w2e/react/clans/queries';
import { useSession } from '@w2e/react/session/queries';
import { usePlatformLeaderboard } from '@w2e/react/users/queries';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { Failed, Loading } from '../../components/screen-state';
import { Board, type BoardRow } from './board';

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
  playerId: row.player.id,
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

/**
 * The player's clans, each opening its members' board. Seam: a ranking of the clans themselves (GET
 * /api/clans/leaderboard) is being added on the server; when it lands, its board goes above this list,
 * built like GlobalBoard from a `useClanLeaderboard` hook in @w2e/react/clans/queries.
 */
function ClanBoards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyClans();
  if (mine.isError) return <Failed onRetry={() => void mine.refetch()} />;
  if (mine.isPending) return <Loading />;
  return (
    <Section header={t('clans:myClans')} footer={t('miniapp:boardClansHint')}>
      {mine.data.clans.length === 0 ? (
        <Cell data-testid="board-clans-empty" onClick={() => void navigate('/clans')}>
          {t('clans:noMyClans')} · {t('clans:browseClans')}
        </Cell>
      ) : null}
      {mine.data.clans.map((clan) => (
        <Cell
          key={clan.id}
          data-testid="board-clan"
          subtitle={t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit })}
          onClick={() => void navigate(`/clans/${clan.slug}/leaderboard`)}
        >
          {clan.name}
        </Cell>
      ))}
    </Section>
  );
}

/**
 * /leaderboards: everyone's board by period, or the boards of the player's clans. The tab and period live in
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
              selected={tab === value}
              aria-selected={tab === value}
              data-testid={`board-tab-${value}`}
              onClick={() => choose({ tab: value })}
            >
              {t(TAB_LABELS[value])}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl>
        {tab === 'global' ? (
          <>
            <SegmentedControl>
              {PLATFORM_LEADERBOARD_PERIODS.map((value) => (
                <SegmentedControl.Item
                  key={value}
                  selected={period === value}
                  aria-selected={period === value}
                  data-testid={`board-period-${value}`}
                  onClick={() => choose({ period: value })}
                >
                  {t(PERIOD_LABELS[value])}
                </SegmentedControl.Item>
              ))}
            </SegmentedControl>
            <GlobalBoard period={period} />
          </>
        ) : (
          <ClanBoards />
        )}
      </List>
    </Page>
  );
}
