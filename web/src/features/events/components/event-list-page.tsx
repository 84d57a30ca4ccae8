import {
  Badge,
  Button,
  Center,
  Chip,
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
import { EVENTS_PAGE_SIZE } from '@w2e/core/contracts/events';
import { pageCount } from '@w2e/core/format/page-count';
import { ROUTES } from '@w2e/core/routes';
import { useEventList } from '@w2e/react/events/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EventCard } from '../../../components/event-card';
import { HydrateLater } from '../../../lib/hydrate-later';
import { usePageMeta } from '../../../lib/use-page-meta';
import { DISCOVERY_FILTER_PARAMS, FILTERS, filtersOn, listQuery, listState } from '../list-query';
import { DiscoveryControls } from './discovery-controls';

/**
 * /event: published events, by phase or nonstop, searched by title, sorted and filtered (network, reward,
 * host, task kinds), a page at a time. Filters on show as a count with one action that clears them.
 */
export function EventListPage() {
  const { t } = useTranslation();
  usePageMeta(t('eventPlay:listTitle'), t('eventPlay:listDescription'));
  const [params, setParams] = useSearchParams();
  const state = listState(params);
  const [text, setText] = useState(state.q);
  const { data, isPending } = useEventList(listQuery(state));

  const update = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        next.delete('page');
        return next;
      },
      { replace },
    );

  const setFilter = (value: string) =>
    update((next) => {
      next.delete('status');
      next.delete('type');
      if (value === 'nonstop') next.set('type', 'nonstop');
      else if (value !== 'all') next.set('status', value);
    });

  // The URL follows the search box a moment after typing stops, so it can be shared and Back works.
  const updateQuery = useDebouncedCallback((value: string) => {
    update((next) => {
      if (value.trim()) next.set('q', value.trim());
      else next.delete('q');
    }, true);
  }, 300);

  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });

  const setParam = (name: string, value: string | null) =>
    update((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
    });

  const activeFilters = filtersOn(state.discovery);
  const clearFilters = () =>
    update((next) => {
      for (const name of DISCOVERY_FILTER_PARAMS) next.delete(name);
    });
  const clearButton =
    activeFilters > 0 ? (
      <Button variant="subtle" size="compact-sm" onClick={clearFilters} data-testid="clear-filters">
        {t('discovery:clearFilters')}
      </Button>
    ) : null;

  const pages = pageCount(data?.total, EVENTS_PAGE_SIZE);
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('eventPlay:listTitle')}</Title>
          <Button component={Link} to={ROUTES.eventCreate} variant="light" data-testid="host-event-button">
            {t('eventEditor:hostEvent')}
          </Button>
        </Group>
        <search>
          <Stack gap="sm">
            <TextInput
              type="search"
              label={t('eventPlay:searchLabel')}
              placeholder={t('eventPlay:searchPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                updateQuery(event.currentTarget.value);
              }}
            />
            <Chip.Group multiple={false} value={state.filter} onChange={setFilter}>
              <Group gap="xs" wrap="wrap" role="radiogroup" aria-label={t('eventPlay:filterLabel')}>
                {FILTERS.map((filter) => (
                  <Chip key={filter.value} value={filter.value} type="radio" variant="outline">
                    {t(filter.label)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <DiscoveryControls state={state.discovery} setParam={setParam} />
            {activeFilters > 0 ? (
              <Group gap="xs" data-testid="filters-on">
                <Badge variant="filled" size="lg">
                  {t('discovery:filtersOn', { count: activeFilters })}
                </Badge>
                {clearButton}
              </Group>
            ) : null}
          </Stack>
        </search>
        {isPending || !data ? (
          <Center py="xl">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('eventPlay:resultCount', { count: data.total })}
            </Text>
            {data.items.length === 0 ? (
              activeFilters > 0 ? (
                <Stack gap="xs" align="flex-start" data-testid="no-match">
                  <Text>{t('discovery:noMatch')}</Text>
                  {clearButton}
                </Stack>
              ) : (
                <Text>{state.q ? t('eventPlay:noResults', { query: state.q }) : t('eventPlay:empty')}</Text>
              )
            ) : (
              <HydrateLater>
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {data.items.map((event, index) => (
                    <li key={event.id}>
                      <EventCard event={event} first={index === 0} />
                    </li>
                  ))}
                </SimpleGrid>
              </HydrateLater>
            )}
            {pages > 1 ? (
              <Group justify="center" component="nav" aria-label={t('eventPlay:pagination')}>
                <Pagination total={pages} value={state.page} onChange={setPage} size="sm" />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
