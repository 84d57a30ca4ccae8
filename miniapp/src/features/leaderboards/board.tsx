import { Cell, Section } from '@telegram-apps/telegram-ui';
import { ActionCell } from '../../components/action-cell';
import { useTranslation } from '../../i18n';

/** One row as every board shows it: the rank, who (a player or a clan), and the score the board ranks by. */
export interface BoardRow {
  rank: number;
  id: string;
  name: string;
  score: string;
  /** What else to say under the name (a clan's members). */
  subtitle?: string;
  /** Where tapping the row leads (a clan's screen); players' rows lead nowhere. */
  onClick?: () => void;
}

export function BoardCell({ row, mine, testId }: { row: BoardRow; mine: boolean; testId: string }) {
  const { t } = useTranslation();
  const subtitle = [mine ? t('leaderboards:you') : null, row.subtitle].filter(Boolean).join(' · ');
  const props = {
    'data-testid': testId,
    'data-me': mine,
    before: <strong style={{ minWidth: 32, display: 'inline-block' }}>#{row.rank}</strong>,
    subtitle: subtitle || undefined,
    after: row.score,
    children: row.name,
  };
  // A row that leads somewhere is a button; a player's row, which leads nowhere, stays plain text.
  return row.onClick ? <ActionCell {...props} onClick={row.onClick} /> : <Cell {...props} />;
}

/**
 * A board: the signed-in player's own row pinned above it (wherever they are on the board, so a player far
 * down still sees their place), then the rows, with the player's own row marked in place.
 */
export function Board({
  rows,
  me,
  signedIn,
  header,
  empty,
}: {
  rows: BoardRow[];
  me: BoardRow | null;
  signedIn: boolean;
  header?: string;
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {signedIn ? (
        <Section header={t('miniapp:boardYourRow')}>
          {me ? (
            <BoardCell row={me} mine testId="board-me" />
          ) : (
            <Cell multiline data-testid="board-me-missing">
              {t('miniapp:boardNotRanked')}
            </Cell>
          )}
        </Section>
      ) : null}
      <Section header={header}>
        {rows.length === 0 ? <Cell multiline>{empty}</Cell> : null}
        {rows.map((row) => (
          <BoardCell key={row.id} row={row} mine={row.id === me?.id} testId="board-row" />
        ))}
      </Section>
    </>
  );
}
