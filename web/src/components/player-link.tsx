import { Anchor } from '@mantine/core';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { Link } from 'react-router';

/** A player's name on a leaderboard: it opens their public profile when they have a username. */
export function PlayerLink({ player }: { player: { name: string; username: string | null } }) {
  if (!player.username) return <>{player.name}</>;
  return (
    <Anchor component={Link} to={buildPath(ROUTES.player, { username: player.username })}>
      {player.name}
    </Anchor>
  );
}
