import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import {
  PLAYER_EVENTS_PAGE_SIZE,
  usePlayerEvents,
  usePlayerGames,
  usePublicPlayer,
} from '@w2e/react/leaderboards/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { TokenHolderBadge } from '../../../components/token-holder-badge';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * /player/{username}: a player's public profile: who they are, their linked games with their
 * statistics, the public clans they are an active member of (docs/clans.md: private clans are not listed), and
 * the events they took part in with their score.
 */
export function PlayerPage() {
  const { t, i18n } = useTranslation();
  const username = useParams().username ?? '';
  const player = usePublicPlayer(username);
  const found = player.isSuccess;
  const games = usePlayerGames(username, found);
  const [page, setPage] = useState(1);
  const events = usePlayerEvents(username, page, found);
  const name = player.data?.name ?? player.data?.username ?? username;
  usePageMeta(name, t('players:description', { name }));

  if (player.isError) return <NotFoundPage />;
  if (!player.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  const date = new Date(player.data.joined_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg" data-testid="player-profile">
        <Group gap="md">
          <Avatar size="lg" radius="xl">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {name}
              {player.data.token_holder ? <TokenHolderBadge size="md" /> : null}
            </Title>
            <Text c="dimmed">
              @{player.data.username} · {t('players:joined', { date })}
            </Text>
          </Stack>
        </Group>

        <Stack gap="xs" component="section" aria-labelledby="player-clans">
          <Title order={2} fz="h3" id="player-clans">
            {t('clans:playerClans')}
          </Title>
          {player.data.clans.length === 0 ? (
            <Text c="dimmed">{t('clans:noPlayerClans')}</Text>
          ) : (
            <Group gap="sm" data-testid="player-clans">
              {player.data.clans.map((clan) => (
                <Group key={clan.id} gap={6} wrap="nowrap">
                  <Avatar src={clan.banner_url} size="sm" radius="sm" alt="">
                    {clan.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <Anchor component={Link} to={buildPath(ROUTES.clanDetail, { slug: clan.slug })}>
                    {clan.name}
                  </Anchor>
                  {clan.role === 'member' ? null : (
                    <Badge size="xs" variant="light">
                      {t(clan.role === 'owner' ? 'clans:roleOwner' : 'clans:roleAdmin')}
                    </Badge>
                  )}
                </Group>
              ))}
            </Group>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="player-games">
          <Title order={2} fz="h3" id="player-games">
            {t('players:games')}
          </Title>
          {games.isError ? (
            <Alert color="red">{t('players:loadFailed')}</Alert>
          ) : !games.data ? (
            <Loader size="sm" aria-label={t('common:loading')} />
          ) : games.data.items.length === 0 ? (
            <Text c="dimmed">{t('players:noGames')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('players:game')}</Table.Th>
                    <Table.Th ta="right">{t('players:totalEarning')}</Table.Th>
                    <Table.Th ta="right">{t('players:todayEarning')}</Table.Th>
                    <Table.Th ta="right">{t('players:unclaimed')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {games.data.items.map((game) => (
                    <Table.Tr key={game.game_id}>
                      <Table.Td>
                        <Anchor component={Link} to={buildPath(ROUTES.gameDetail, { id: game.slug })}>
                          {game.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{game.totalEarning}</Table.Td>
                      <Table.Td ta="right">{game.todayEarning}</Table.Td>
                      <Table.Td ta="right">{game.unclaimed}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="player-events">
          <Title order={2} fz="h3" id="player-events">
            {t('players:events')}
          </Title>
          {events.isError ? (
            <Alert color="red">{t('players:loadFailed')}</Alert>
          ) : !events.data ? (
            <Loader size="sm" aria-label={t('common:loading')} />
          ) : events.data.items.length === 0 ? (
            <Text c="dimmed">{t('players:noEvents')}</Text>
          ) : (
            <Table striped data-testid="player-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('players:event')}</Table.Th>
                  <Table.Th ta="right">{t('players:score')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.items.map((event) => (
                  <Table.Tr key={event.slug}>
                    <Table.Td>
                      <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: event.slug })}>
                        {event.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{event.total_score.toLocaleString()}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {events.data && events.data.total > PLAYER_EVENTS_PAGE_SIZE ? (
            <Group justify="center">
              <Pagination
                total={pageCount(events.data.total, PLAYER_EVENTS_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
              />
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Container>
  );
}
