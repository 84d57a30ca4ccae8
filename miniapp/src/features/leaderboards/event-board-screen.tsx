import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import type { EventLeaderboard, EventLeaderboardRow } from '@w2e/core/contracts/leaderboards';
import type { ScoreBoard } from '@w2e/core/events/leaderboard';
import { useEvent } from '@w2e/react/events/queries';
import { useEventLeaderboard } from '@w2e/react/leaderboards/queries';
import { useSession } from '@w2e/react/session/queries';
import { Page } from '../../components/page';
import { useParams } from '../../components/router';
import { Failed, Loading } from '../../components/screen-state';
import { useTranslation } from '../../i18n';
import { Board, type BoardRow } from './board';

const BOARD_SIZE = 50;

/** The score the board ranks by: the total, or the one column the host chose (a metric board: its value). */
function rankedScore(row: EventLeaderboardRow, rankBy: EventLeaderboard['rank_by']): number {
  if (row.metric_value !== null) return row.metric_value;
  return rankBy === 'total' ? row.total_score : row[`${rankBy as ScoreBoard}_score`];
}

/** /events/:slug/leaderboard: the event's top players and the player's own place, wherever it is. */
export function EventBoardScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { user } = useSession();
  const event = useEvent(slug);
  const board = useEventLeaderboard(slug, { limit: BOARD_SIZE });
  if (board.isError)
    return (
      <Page>
        <Failed message={t('leaderboards:loadFailed')} onRetry={() => void board.refetch()} />
      </Page>
    );
  if (!board.data)
    return (
      <Page>
        <Loading />
      </Page>
    );
  const { rank_by: rankBy } = board.data;
  const metric = board.data.metric?.name;
  const label = metric ?? board.data.score_label ?? t('eventPlay:scoreDefaultLabel');
  const toRow = (row: EventLeaderboardRow): BoardRow => ({
    rank: row.rank,
    id: row.player.id,
    name: row.player.name,
    score: t('eventPlay:points', { score: rankedScore(row, rankBy), label }),
  });
  return (
    <Page>
      <List>
        <Section>
          <Cell
            multiline
            subtitle={t('miniapp:boardEvent')}
            description={metric ? t('leaderboards:tieBreakMetric', { metric }) : t('leaderboards:tieBreak')}
          >
            <span data-testid="board-title">{event.data?.title ?? slug}</span>
          </Cell>
        </Section>
        <Board
          rows={board.data.items.map(toRow)}
          me={board.data.me ? toRow(board.data.me) : null}
          signedIn={user !== null}
          header={t('leaderboards:title')}
          empty={t('leaderboards:empty')}
        />
      </List>
    </Page>
  );
}
