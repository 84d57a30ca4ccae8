import { Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MyClan } from '@w2e/core/contracts/clans';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useAnswerClanInvitation, useClanEvents, useMyClans } from '@w2e/react/clans/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ListSection } from './list-section';

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
      <ListSection
        title={t('clans:myClans')}
        testId="my-clans"
        minWidth={300}
        items={data.clans}
        empty={
          <Group gap="sm">
            <Text c="dimmed">{t('clans:noMyClans')}</Text>
            <Button component={Link} to={ROUTES.clans} variant="light" size="xs">
              {t('clans:browseClans')}
            </Button>
          </Group>
        }
        columns={[
          { header: t('clans:title'), cell: (clan) => <ClanLink clan={clan} /> },
          { header: t('clans:role'), cell: (clan) => t(ROLE[clan.role]) },
          { header: t('clans:joinedAt'), cell: (clan) => date(clan.joined_at) },
          {
            header: t('clans:members'),
            cell: (clan) => t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit }),
          },
        ]}
      />
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
