import { Anchor } from '@mantine/core';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { Link } from 'react-router';
import { TokenHolderBadge } from './token-holder-badge';

/**
 * A player's name on a leaderboard: it opens their public profile when they have a username, with the
 * platform token holder's badge when they hold it.
 */
export function PlayerLink({
  player,
}: {
  player: { name: string; username: string | null; token_holder?: boolean };
}) {
  const badge = player.token_holder ? <TokenHolderBadge size="xs" /> : null;
  if (!player.username)
    return (
      <>
        {player.name}
        {badge}
      </>
    );
  return (
    <>
      <Anchor component={Link} to={buildPath(ROUTES.player, { username: player.username })}>
        {player.name}
      </Anchor>
      {badge}
    </>
  );
}
