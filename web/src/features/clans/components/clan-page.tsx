import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  CLAN_ROLE_LABELS,
  CLAN_TYPE_LABELS,
  CLANS_PAGE_SIZE,
  type ClanDetail,
} from '@w2e/core/contracts/clans';
import { memberName } from '@w2e/core/format/display-name';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import {
  useAnswerClanInvitation,
  useClan,
  useClanEvents,
  useClanMembers,
  useJoinClan,
  useLeaveClan,
} from '@w2e/react/clans/queries';
import { useSession } from '@w2e/react/session/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { imageLoading } from '../../../lib/image-priority';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { day } from '../labels';
import { ClanEvents } from './clan-events';
import { ClanRank } from './clan-rank';

/** Join, request ("Requested"), answer an invitation, withdraw or leave: what the viewer's row allows. */
function MembershipActions({ clan }: { clan: ClanDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const join = useJoinClan();
  const leave = useLeaveClan();
  const answer = useAnswerClanInvitation();
  const done = ({ message }: { message: string }) => toast.success(message);
  if (!user)
    return (
      <Button component={Link} to={`${ROUTES.login}?redirect=${encodeURIComponent(location.pathname)}`}>
        {clan.type === 'public' ? t('clans:join') : t('clans:requestToJoin')}
      </Button>
    );
  const row = clan.membership;
  if (!row)
    return (
      <Button loading={join.isPending} onClick={() => join.mutate(clan.id, { onSuccess: done })}>
        {clan.type === 'public' ? t('clans:join') : t('clans:requestToJoin')}
      </Button>
    );
  if (row.status === 'pending' && row.kind === 'request')
    return (
      <Group gap="xs">
        <Badge size="lg" variant="light" data-testid="clan-requested">
          {t('clans:requested')}
        </Badge>
        <Button
          variant="subtle"
          loading={leave.isPending}
          onClick={() => leave.mutate(clan.id, { onSuccess: done })}
        >
          {t('clans:withdraw')}
        </Button>
      </Group>
    );
  if (row.status === 'pending')
    return (
      <Group gap="xs">
        <Text size="sm">{t('clans:invitedNotice')}</Text>
        <Button
          loading={answer.isPending}
          onClick={() => answer.mutate({ id: clan.id, answer: 'accept' }, { onSuccess: done })}
        >
          {t('clans:acceptInvitation')}
        </Button>
        <Button
          variant="default"
          onClick={() => answer.mutate({ id: clan.id, answer: 'decline' }, { onSuccess: done })}
        >
          {t('clans:declineInvitation')}
        </Button>
      </Group>
    );
  if (row.role === 'owner') return null;
  return (
    <Button
      variant="default"
      loading={leave.isPending}
      onClick={() => leave.mutate(clan.id, { onSuccess: done })}
    >
      {t('clans:leave')}
    </Button>
  );
}

/** The members ranked by their score in the clan's events: the clan's own leaderboard. */
function MemberBoard({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data } = useClanMembers(slug, { limit: CLANS_PAGE_SIZE, offset: (page - 1) * CLANS_PAGE_SIZE });
  if (!data) return <Loader aria-label={t('common:loading')} />;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table data-testid="clan-members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('clans:player')}</Table.Th>
              <Table.Th>{t('clans:role')}</Table.Th>
              <Table.Th>{t('clans:joinedAt')}</Table.Th>
              <Table.Th ta="right">{t('clans:score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((member, index) => (
              <Table.Tr key={member.user.id}>
                <Table.Td>{data.offset + index + 1}</Table.Td>
                <Table.Td>{memberName(member.user)}</Table.Td>
                <Table.Td>{t(CLAN_ROLE_LABELS[member.role])}</Table.Td>
                <Table.Td>{day(member.joined_at, i18n.language)}</Table.Td>
                <Table.Td ta="right">{member.score}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.total > CLANS_PAGE_SIZE ? (
        <Pagination
          total={pageCount(data.total, CLANS_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={paginationControls(t)}
        />
      ) : null}
    </Stack>
  );
}

/** /clan/{slug}: the banner, who owns it, joining, its events and its members ranked by score. */
export function ClanPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: clan, isError, isPending } = useClan(slug);
  const { data: events } = useClanEvents(slug);
  usePageMeta(clan ? t('clans:pageTitle', { name: clan.name }) : t('clans:title'));
  if (isError) return <NotFoundPage />;
  if (isPending || !clan)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        {clan.banner_url ? (
          <Image src={clan.banner_url} alt="" radius="md" h={200} fit="cover" {...imageLoading(true)} />
        ) : null}
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{clan.name}</Title>
            <Group gap="xs">
              <Badge variant="light" color={clan.type === 'public' ? 'teal' : 'grape'}>
                {t(CLAN_TYPE_LABELS[clan.type])}
              </Badge>
              <Text size="sm" c="dimmed" data-testid="clan-member-count">
                {t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('clans:owner')}: {memberName(clan.owner)}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <MembershipActions clan={clan} />
            {clan.can_manage ? (
              <>
                <Button
                  component={Link}
                  variant="light"
                  to={buildPath(ROUTES.clanMaster, { slug: clan.slug })}
                >
                  {t('clans:masterPage')}
                </Button>
                <Button
                  component={Link}
                  variant="default"
                  to={buildPath(ROUTES.clanEdit, { slug: clan.slug })}
                >
                  {t('clans:editClan')}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
        <ClanRank slug={clan.slug} />
        {clan.member_count >= clan.member_limit && !clan.membership ? (
          <Alert color="yellow">{t('clans:full')}</Alert>
        ) : null}
        <Stack gap="sm" component="section">
          <Title order={2} fz="h3">
            {t('clans:events')}
          </Title>
          <ClanEvents clanSlug={clan.slug} events={events?.items ?? []} manage={clan.can_manage} />
        </Stack>
        <Stack gap="sm" component="section">
          <Title order={2} fz="h3">
            {t('clans:leaderboard')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('clans:leaderboardHint')}
          </Text>
          <MemberBoard slug={clan.slug} />
        </Stack>
      </Stack>
    </Container>
  );
}
