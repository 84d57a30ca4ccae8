import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import type { ClanMember } from '@w2e/core/contracts/clans';
import { useClan, useClanMembers } from '@w2e/react/clans/queries';
import { useSession } from '@w2e/react/session/queries';
import { Page } from '../../components/page';
import { useParams } from '../../components/router';
import { Failed, Loading } from '../../components/screen-state';
import { useTranslation } from '../../i18n';
import { Board, type BoardRow } from './board';

/** The members a board shows: the server ranks them by score, best first (GET clans/{slug}/members). */
const BOARD_SIZE = 100;

/**
 * /clans/:slug/leaderboard: the clan's members ranked by their score in the clan's events. The player's own
 * row is pinned when they are among the members shown (the members endpoint has no "me" of its own).
 */
export function ClanBoardScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { user } = useSession();
  const clan = useClan(slug);
  const members = useClanMembers(slug, { limit: BOARD_SIZE });
  if (clan.isError || members.isError)
    return (
      <Page>
        <Failed message={t('clans:loadFailed')} />
      </Page>
    );
  if (!clan.data || !members.data)
    return (
      <Page>
        <Loading />
      </Page>
    );
  const toRow = (member: ClanMember, index: number): BoardRow => ({
    rank: members.data.offset + index + 1,
    id: member.user.id,
    name: member.user.name || member.user.username || t('leaderboards:anonymousPlayer'),
    score: String(member.score),
  });
  const rows = members.data.items.map(toRow);
  return (
    <Page>
      <List>
        <Section>
          <Cell multiline subtitle={t('clans:leaderboard')} description={t('clans:leaderboardHint')}>
            <span data-testid="board-title">{clan.data.name}</span>
          </Cell>
        </Section>
        <Board
          rows={rows}
          me={rows.find((row) => row.id === user?.id) ?? null}
          signedIn={user !== null && clan.data.membership?.status === 'active'}
          header={t('clans:members')}
          empty={t('leaderboards:empty')}
        />
      </List>
    </Page>
  );
}
