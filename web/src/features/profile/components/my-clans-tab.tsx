import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { MyClan } from '@w2e/core/contracts/clans';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useAnswerClanInvitation, useClanEvents, useMyClans } from '@w2e/react/clans/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';

const ROLE: Record<MyClan['role'], TranslationKey> = {
  owner: 'clans:roleOwner',
  admin: 'clans:roleAdmin',
  member: 'clans:roleMember',
};

function ClanLink({ clan }: { clan: MyClan }) {
  return (
    <Anchor component={Link} to={buildPath(ROUTES.clanDetail, { slug: clan.slug })}>
      {clan.name}
    </Anchor>
  );
}

/** The events of one of the player's clans (members-only ones included), each linked to its page. */
function ClanEventLinks({ clan }: { clan: MyClan }) {
  const { t } = useTranslation();
  const { data } = useClanEvents(clan.slug);
  if (!data || data.items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{clan.name}</Text>
      {data.items
        .filter((event) => event.status !== 'draft')
        .map((event) => (
          <Group key={event.id} gap="xs">
            <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: event.slug })}>
              {event.title}
            </Anchor>
            {event.members_only ? (
              <Badge size="sm" variant="light">
                {t('clans:membersOnlyBadge')}
              </Badge>
            ) : null}
          </Group>
        ))}
    </Stack>
  );
}

/** /profile?tab=clan: the player's clans, the invitations waiting for an answer and the requests they sent. */
export function MyClansTab() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useMyClans();
  const answer = useAnswerClanInvitation();
  if (isError) return <Text c="red">{t('clans:loadFailed')}</Text>;
  if (!data) return <Loader aria-label={t('common:loading')} />;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '—');
  return (
    <Stack gap="xl" data-testid="my-clans-tab">
      <Stack gap="sm" component="section">
        <Title order={2} fz="h4">
          {t('clans:myClans')}
        </Title>
        {data.clans.length === 0 ? (
          <Group gap="sm">
            <Text c="dimmed">{t('clans:noMyClans')}</Text>
            <Button component={Link} to={ROUTES.clans} variant="light" size="xs">
              {t('clans:browseClans')}
            </Button>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table data-testid="my-clans">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('clans:title')}</Table.Th>
                  <Table.Th>{t('clans:role')}</Table.Th>
                  <Table.Th>{t('clans:joinedAt')}</Table.Th>
                  <Table.Th>{t('clans:members')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.clans.map((clan) => (
                  <Table.Tr key={clan.id}>
                    <Table.Td>
                      <ClanLink clan={clan} />
                    </Table.Td>
                    <Table.Td>{t(ROLE[clan.role])}</Table.Td>
                    <Table.Td>{date(clan.joined_at)}</Table.Td>
                    <Table.Td>
                      {t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {data.clans.length > 0 ? (
        <Stack gap="sm" component="section" data-testid="my-clan-events">
          <Title order={2} fz="h4">
            {t('clans:clanEvents')}
          </Title>
          {data.clans.map((clan) => (
            <ClanEventLinks key={clan.id} clan={clan} />
          ))}
        </Stack>
      ) : null}
      {data.invitations.length > 0 ? (
        <Stack gap="sm" component="section">
          <Title order={2} fz="h4">
            {t('clans:myInvitations')}
          </Title>
          {data.invitations.map((clan) => (
            <Group key={clan.id} gap="sm">
              <ClanLink clan={clan} />
              <Button
                size="xs"
                onClick={() =>
                  answer.mutate(
                    { id: clan.id, answer: 'accept' },
                    { onSuccess: (r) => toast.success(r.message) },
                  )
                }
              >
                {t('clans:acceptInvitation')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  answer.mutate(
                    { id: clan.id, answer: 'decline' },
                    { onSuccess: (r) => toast.success(r.message) },
                  )
                }
              >
                {t('clans:declineInvitation')}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
      {data.requests.length > 0 ? (
        <Stack gap="sm" component="section">
          <Title order={2} fz="h4">
            {t('clans:myRequests')}
          </Title>
          {data.requests.map((clan) => (
            <Group key={clan.id} gap="sm">
              <ClanLink clan={clan} />
              <Badge variant="light">{t('clans:requested')}</Badge>
              <Text size="sm" c="dimmed">
                {date(clan.created_at)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
