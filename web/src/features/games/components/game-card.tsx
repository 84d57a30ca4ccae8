import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Game } from '@w2e/core/contracts/games';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NetworkBadges } from './network-badges';

/** A game in the list: the whole card is one link to the game's page. */
export function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={buildPath(ROUTES.gameDetail, { id: game.slug })}
      withBorder
      radius="md"
      padding="md"
      h="100%"
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="center">
          <Avatar src={game.logo_url} alt={t('games:logoAlt', { game: game.name })} size={56} radius="md">
            {game.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Title order={3} fz="h4" lineClamp={1}>
              {game.name}
            </Title>
            <Badge size="xs" variant="dot" color={game.claimed ? 'teal' : 'gray'}>
              {game.claimed ? t('games:claimed') : t('games:unclaimed')}
            </Badge>
          </Stack>
        </Group>
        {game.summary ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {game.summary}
          </Text>
        ) : null}
        <NetworkBadges networks={game.networks} />
      </Stack>
    </Card>
  );
}
