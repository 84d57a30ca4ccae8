import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { GAMES_PAGE_LIMIT_DEFAULT } from '@w2e/core/contracts/games';
import { pageCount } from '@w2e/core/format/page-count';
import { ROUTES } from '@w2e/core/routes';
import { useGameList } from '@w2e/react/games/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HydrateLater } from '../../../lib/hydrate-later';
import { usePageMeta } from '../../../lib/use-page-meta';
import { gameListParams } from '../list-params';
import { GameCard } from './game-card';

/** /game: every published game, searched by name through `?query=`, 100 a page (`?page=`). */
export function GamesPage() {
  const { t } = useTranslation();
  usePageMeta(t('games:listTitle'), t('games:listDescription'));
  const [params, setParams] = useSearchParams();
  const { query, page } = gameListParams(params);
  const [text, setText] = useState(query);
  const { data, isPending } = useGameList(query, page);

  // The URL follows the search box a moment after typing stops, so it can be shared and Back works.
  const updateQuery = useDebouncedCallback((value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('query', value.trim());
        else next.delete('query');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, 300);

  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });

  const pages = pageCount(data?.total, GAMES_PAGE_LIMIT_DEFAULT);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('games:listTitle')}</Title>
          <Button component={Link} to={ROUTES.gameAdd} variant="light">
            {t('games:addAction')}
          </Button>
        </Group>
        <search>
          <TextInput
            type="search"
            label={t('games:searchLabel')}
            placeholder={t('games:searchPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              updateQuery(event.currentTarget.value);
            }}
          />
        </search>
        {isPending || !data ? (
          <Center py="xl">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('games:resultCount', { count: data.total })}
            </Text>
            {data.items.length === 0 ? (
              <Text>{query ? t('games:noResults', { query }) : t('games:empty')}</Text>
            ) : (
              <HydrateLater>
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  component="ul"
                  style={{ listStyle: 'none', padding: 0 }}
                >
                  {data.items.map((game) => (
                    <li key={game.id}>
                      <GameCard game={game} />
                    </li>
                  ))}
                </SimpleGrid>
              </HydrateLater>
            )}
            {pages > 1 ? (
              <Group justify="center" component="nav" aria-label={t('games:pagination')}>
                <Pagination total={pages} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
