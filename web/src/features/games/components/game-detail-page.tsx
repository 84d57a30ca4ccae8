import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { GameDetail } from '@w2e/core/contracts/games';
import { ROUTES } from '@w2e/core/routes';
import type { SocialNetwork } from '@w2e/core/validation/social';
import { useGame } from '@w2e/react/games/queries';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HostedEvents } from '../../../components/hosted-events';
import { NotFoundPage } from '../../../components/not-found-page';
import { RichTextView } from '../../../components/rich-text-view';
import { SOCIAL_LABELS } from '../../../components/social-link-fields';
import { imageLoading } from '../../../lib/image-priority';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ClaimGame } from './claim-game';
import { GameStatisticsSection } from './game-statistics';
import { NetworkBadges } from './network-badges';

function Links({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const entries = [
    ...(game.website_url ? [[t('games:visitWebsite'), game.website_url] as const] : []),
    ...Object.entries(game.links).map(
      ([network, url]) => [SOCIAL_LABELS[network as SocialNetwork] ?? network, url] as const,
    ),
  ];
  if (entries.length === 0) return null;
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map(([label, url]) => (
        <li key={url}>
          <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow">
            {label}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}

/**
 * /game/:id (id or slug): the game's banner, description, links, the public events it hosts
 * (`GET /api/events?host=game:{id}`) and statistics.
 */
export function GameDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: game, isPending, isError } = useGame(id);
  usePageMeta(game?.name ?? t('games:listTitle'), game?.summary ?? t('games:listDescription'));

  if (isError) return <NotFoundPage />;
  if (isPending || !game) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to={ROUTES.games} size="sm">
          ← {t('games:back')}
        </Anchor>
        {game.banner_url ? (
          <Image
            src={game.banner_url}
            alt={t('games:bannerAlt', { game: game.name })}
            {...imageLoading(true)}
            radius="md"
            h={{ base: 140, sm: 240 }}
            fit="cover"
          />
        ) : null}
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <Avatar src={game.logo_url} alt={t('games:logoAlt', { game: game.name })} size={80} radius="md">
            {game.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap="xs" miw={0}>
            <Group gap="sm">
              <Title order={1}>{game.name}</Title>
              <Badge variant="dot" color={game.claimed ? 'teal' : 'gray'}>
                {game.claimed ? t('games:claimed') : t('games:unclaimed')}
              </Badge>
            </Group>
            {game.summary ? <Text c="dimmed">{game.summary}</Text> : null}
            <NetworkBadges networks={game.networks} />
            {game.genres.length > 0 ? (
              <Group gap={6}>
                {game.genres.map((genre) => (
                  <Badge key={genre} variant="outline" size="sm" color="gray">
                    {genre}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Group>
        <ClaimGame game={game} />
        <Links game={game} />
        <Box component="section" aria-label={t('games:description')}>
          {game.description ? (
            <RichTextView html={game.description} />
          ) : (
            <Text c="dimmed">{t('games:noDescription')}</Text>
          )}
        </Box>
        <HostedEvents
          host={{ kind: 'game', id: game.id }}
          title={t('games:eventsTitle')}
          empty={t('games:eventsEmpty')}
          more={t('games:eventsMore')}
        />
        <GameStatisticsSection gameId={game.id} />
      </Stack>
    </Container>
  );
}
