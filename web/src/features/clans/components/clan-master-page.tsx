import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CLAN_ROLE_LABELS,
  CLANS_PAGE_SIZE,
  type ClanDetail,
  type ClanMember,
} from '@w2e/core/contracts/clans';
import { memberName } from '@w2e/core/format/display-name';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import {
  useAnswerClanRequest,
  useAnswerClanRequests,
  useClan,
  useClanEvents,
  useClanMembers,
  useInviteToClan,
  useRemoveClanMember,
  useSetClanRole,
  useTransferClan,
} from '@w2e/react/clans/queries';
import { useSession } from '@w2e/react/session/queries';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { day } from '../labels';
import { ClanEvents } from './clan-events';

const done = ({ message }: { message: string }) => toast.success(message);

/** Requests and invitations waiting: requests are answered one by one or in bulk; invitations cancelled. */
function PendingSection({ clan }: { clan: ClanDetail }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const { data } = useClanMembers(clan.slug, {
    status: 'pending',
    limit: CLANS_PAGE_SIZE,
    offset: (page - 1) * CLANS_PAGE_SIZE,
  });
  const answer = useAnswerClanRequest(clan.id);
  const bulk = useAnswerClanRequests(clan.id);
  const remove = useRemoveClanMember(clan.id);
  if (!data) return <Loader aria-label={t('common:loading')} />;
  const requests = data.items.filter((row) => row.kind === 'request').map((row) => row.user.id);
  const chosen = selected.filter((id) => requests.includes(id));
  const answerSelected = (action: 'accept' | 'decline') =>
    bulk.mutate(
      { action, user_ids: chosen },
      {
        onSuccess: (result) => {
          setSelected([]);
          toast.success(result.message);
          for (const refusal of result.refused) toast.error(refusal.message);
        },
      },
    );
  return (
    <Stack gap="sm">
      {data.items.length === 0 ? (
        <Text c="dimmed">{t('clans:noPending')}</Text>
      ) : (
        <>
          <Group gap="xs">
            <Button
              size="xs"
              disabled={chosen.length === 0}
              loading={bulk.isPending}
              onClick={() => answerSelected('accept')}
            >
              {t('clans:acceptSelected')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={chosen.length === 0}
              loading={bulk.isPending}
              onClick={() => answerSelected('decline')}
            >
              {t('clans:declineSelected')}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={340}>
            <Table data-testid="clan-pending">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36} />
                  <Table.Th>{t('clans:player')}</Table.Th>
                  <Table.Th>{t('clans:kind')}</Table.Th>
                  <Table.Th>{t('clans:sentAt')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((row) => (
                  <Table.Tr key={row.user.id}>
                    <Table.Td>
                      {row.kind === 'request' ? (
                        <Checkbox
                          aria-label={t('clans:selectRow', { name: memberName(row.user) })}
                          checked={selected.includes(row.user.id)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setSelected((now) =>
                              on ? [...now, row.user.id] : now.filter((id) => id !== row.user.id),
                            );
                          }}
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>{memberName(row.user)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.kind === 'request' ? 'blue' : 'gray'}>
                        {row.kind === 'request' ? t('clans:kindRequest') : t('clans:kindInvitation')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{day(row.created_at, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        {row.kind === 'request' ? (
                          <>
                            <Button
                              size="xs"
                              onClick={() =>
                                answer.mutate({ userId: row.user.id, answer: 'accept' }, { onSuccess: done })
                              }
                            >
                              {t('clans:accept')}
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() =>
                                answer.mutate({ userId: row.user.id, answer: 'decline' }, { onSuccess: done })
                              }
                            >
                              {t('clans:decline')}
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => remove.mutate(row.user.id, { onSuccess: done })}
                          >
                            {t('clans:cancelInvitation')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
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

function InviteForm({ clanId }: { clanId: string }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const invite = useInviteToClan(clanId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return;
    invite.mutate(
      { username },
      {
        onSuccess: (result) => {
          setUsername('');
          toast.success(result.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('clans:inviteUsername')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          w={240}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('clans:invite')}
        </Button>
      </Group>
    </form>
  );
}

/** Members with their role, join date and score; promote, demote and remove as the viewer's role allows. */
function MembersSection({ clan, myRole }: { clan: ClanDetail; myRole: 'owner' | 'admin' }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const { data } = useClanMembers(clan.slug, {
    limit: CLANS_PAGE_SIZE,
    offset: (page - 1) * CLANS_PAGE_SIZE,
  });
  const setRole = useSetClanRole(clan.id);
  const remove = useRemoveClanMember(clan.id);
  const transfer = useTransferClan(clan.id);
  if (!data) return <Loader aria-label={t('common:loading')} />;
  // The portal hides what the server would refuse: nobody touches the owner; only the owner touches admins.
  const mayManage = (member: ClanMember) =>
    member.role !== 'owner' &&
    member.user.id !== user?.id &&
    (myRole === 'owner' || member.role === 'member');
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table data-testid="clan-master-members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clans:player')}</Table.Th>
              <Table.Th>{t('clans:role')}</Table.Th>
              <Table.Th>{t('clans:joinedAt')}</Table.Th>
              <Table.Th ta="right">{t('clans:score')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((member) => (
              <Table.Tr key={member.user.id}>
                <Table.Td>{memberName(member.user)}</Table.Td>
                <Table.Td>{t(CLAN_ROLE_LABELS[member.role])}</Table.Td>
                <Table.Td>{day(member.joined_at, i18n.language)}</Table.Td>
                <Table.Td ta="right">{member.score}</Table.Td>
                <Table.Td>
                  {mayManage(member) ? (
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() =>
                          setRole.mutate(
                            { userId: member.user.id, role: member.role === 'admin' ? 'member' : 'admin' },
                            { onSuccess: done },
                          )
                        }
                      >
                        {member.role === 'admin' ? t('clans:demote') : t('clans:promote')}
                      </Button>
                      {myRole === 'owner' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => {
                            if (window.confirm(t('clans:transferConfirm', { name: memberName(member.user) })))
                              transfer.mutate(member.user.id, { onSuccess: done });
                          }}
                        >
                          {t('clans:transfer')}
                        </Button>
                      ) : null}
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => remove.mutate(member.user.id, { onSuccess: done })}
                      >
                        {t('clans:remove')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
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

/**
 * /clan/{slug}/master, the Clan Master page (desktop first, usable at 390 px: tables scroll sideways). The
 * server refuses every action to a non-manager; the page only says so sooner.
 */
export function ClanMasterPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: clan, isError, isPending } = useClan(slug);
  const { data: events } = useClanEvents(slug);
  usePageMeta(t('clans:masterPage'));
  if (isError) return <NotFoundPage />;
  if (isPending || !clan)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (!clan.can_manage)
    return (
      <Container size="md" py="lg">
        <Alert color="red">{t('clans:notManager')}</Alert>
      </Container>
    );
  const myRole = clan.membership?.role === 'owner' ? 'owner' : 'admin';
  const createEvent = `${ROUTES.eventCreate}?host=${encodeURIComponent(`clan:${clan.id}`)}`;
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('clans:masterPage')}</Title>
            <Text c="dimmed">
              <Link to={buildPath(ROUTES.clanDetail, { slug: clan.slug })}>{clan.name}</Link> ·{' '}
              {t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit })}
            </Text>
          </Stack>
          <Button component={Link} to={createEvent} data-testid="create-clan-event">
            {t('clans:createClanEvent')}
          </Button>
        </Group>
        <Stack gap="sm" component="section">
          <Title order={2} fz="h3">
            {t('clans:pending')}
          </Title>
          <InviteForm clanId={clan.id} />
          <PendingSection clan={clan} />
        </Stack>
        <Stack gap="sm" component="section">
          <Title order={2} fz="h3">
            {t('clans:members')}
          </Title>
          <MembersSection clan={clan} myRole={myRole} />
        </Stack>
        <Stack gap="sm" component="section">
          <Title order={2} fz="h3">
            {t('clans:events')}
          </Title>
          <ClanEvents clanSlug={clan.slug} events={events?.items ?? []} manage />
        </Stack>
      </Stack>
    </Container>
  );
}
