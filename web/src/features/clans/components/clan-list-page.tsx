import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { CLAN_TYPE_LABELS, CLANS_PAGE_SIZE } from '@w2e/core/contracts/clans';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useClanList } from '@w2e/react/clans/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HydrateLater } from '../../../lib/hydrate-later';
import { imageLoading } from '../../../lib/image-priority';
import { paginationControls } from '../../../lib/pagination';
import { usePageMeta } from '../../../lib/use-page-meta';
import { clanListParams, clanListQuery } from '../list-params';
import { ClanBoard } from './clan-board';

/**
 * /clan: clans with search, a type filter, member counts and pages (`?q=&type=&page=`, so links share), and
 * the clan leaderboard beside them (`?view=board&period=&page=`); its route fetches what the address shows
 * (route-data.ts).
 */
export function ClanListPage() {
  const { t } = useTranslation();
  usePageMeta(t('clans:title'), t('clans:intro'));
  const [params, setParams] = useSearchParams();
  const { q, type, page, view, period } = clanListParams(params);
  const [text, setText] = useState(q);
  const { data, isPending } = useClanList(clanListQuery({ q, type, page }), view === 'clans');

  const update = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        if (!next.has('keep-page')) next.delete('page');
        next.delete('keep-page');
        return next;
      },
      { replace },
    );
  const updateQuery = useDebouncedCallback((value: string) => {
    update((next) => {
      if (value.trim()) next.set('q', value.trim());
      else next.delete('q');
    }, true);
  }, 300);

  return (
    <Container size="lg" py="lg">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('clans:title')}</Title>
            <Text c="dimmed">{t('clans:intro')}</Text>
          </Stack>
          <Button component={Link} to={ROUTES.clanCreate}>
            {t('clans:createClan')}
          </Button>
        </Group>
        {/* Only the address's tab is rendered, and only its data fetched (here and by the route). */}
        <Tabs
          value={view}
          keepMounted={false}
          onChange={(value) =>
            update((next) => {
              if (value === 'board') next.set('view', 'board');
              else next.delete('view');
            })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="clans">{t('clans:tabClans')}</Tabs.Tab>
            <Tabs.Tab value="board">{t('clans:tabBoard')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="board" pt="md">
            <ClanBoard
              period={period}
              page={page}
              onPeriod={(chosen) =>
                update((next) => {
                  if (chosen === 'all') next.delete('period');
                  else next.set('period', chosen);
                })
              }
              onPage={(value) =>
                update((next) => {
                  next.set('page', String(value));
                  next.set('keep-page', '1');
                })
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="clans" pt="md">
            <Stack>
              <Group align="flex-end">
                <TextInput
                  aria-label={t('clans:searchPlaceholder')}
                  placeholder={t('clans:searchPlaceholder')}
                  value={text}
                  onChange={(e) => {
                    setText(e.currentTarget.value);
                    updateQuery(e.currentTarget.value);
                  }}
                  w={280}
                />
                <SegmentedControl
                  aria-label={t('clans:typeLabel')}
                  value={type ?? 'all'}
                  onChange={(value) =>
                    update((next) => {
                      if (value === 'all') next.delete('type');
                      else next.set('type', value);
                    })
                  }
                  data={[
                    { value: 'all', label: t('clans:typeAll') },
                    { value: 'public', label: t('clans:typePublic') },
                    { value: 'private', label: t('clans:typePrivate') },
                  ]}
                />
              </Group>
              {isPending ? (
                <Center py="xl">
                  <Loader aria-label={t('common:loading')} />
                </Center>
              ) : !data || data.items.length === 0 ? (
                <Text c="dimmed">{t('clans:empty')}</Text>
              ) : (
                <HydrateLater>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="clan-list">
                    {data.items.map((clan, index) => (
                      <Card key={clan.id} withBorder radius="md" padding="md">
                        {clan.banner_url ? (
                          <Card.Section>
                            <Image
                              src={clan.banner_url}
                              alt=""
                              h={100}
                              fit="cover"
                              {...imageLoading(index === 0)}
                            />
                          </Card.Section>
                        ) : null}
                        <Stack gap={6} mt={clan.banner_url ? 'sm' : 0}>
                          <Anchor
                            component={Link}
                            to={buildPath(ROUTES.clanDetail, { slug: clan.slug })}
                            fw={700}
                          >
                            {clan.name}
                          </Anchor>
                          <Group gap="xs">
                            <Badge variant="light" color={clan.type === 'public' ? 'teal' : 'grape'}>
                              {t(CLAN_TYPE_LABELS[clan.type])}
                            </Badge>
                            <Text size="sm" c="dimmed">
                              {t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit })}
                            </Text>
                          </Group>
                        </Stack>
                      </Card>
                    ))}
                  </SimpleGrid>
                </HydrateLater>
              )}
              {data && data.total > CLANS_PAGE_SIZE ? (
                <Pagination
                  total={pageCount(data.total, CLANS_PAGE_SIZE)}
                  value={page}
                  getControlProps={paginationControls(t)}
                  onChange={(value) =>
                    update((next) => {
                      next.set('page', String(value));
                      next.set('keep-page', '1');
                    })
                  }
                />
              ) : null}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
