import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CoHost } from '@w2e/core/contracts/co-hosts';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useCoHostInvitations, useDecideCoHost } from '@w2e/react/co-hosts/queries';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';

function Invitation({ invitation }: { invitation: CoHost }) {
  const { t } = useTranslation();
  const decide = useDecideCoHost();
  // The answered invitation leaves the list (and this row unmounts) before a per-call callback would run: the
  // toast follows the promise instead. A refusal is toasted by the client.
  const answer = (accept: boolean) =>
    decide.mutateAsync({ id: invitation.id, body: { accept } }).then(
      ({ message }) => toast.success(message),
      () => undefined,
    );
  const event = invitation.event.title;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="co-host-invitation">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('coHosts:invitationText', { host: invitation.host.name })}{' '}
        <Anchor
          component={Link}
          to={buildPath(ROUTES.eventDetail, { slug: invitation.event.slug })}
          underline="always"
        >
          {event}
        </Anchor>
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          loading={decide.isPending}
          aria-label={t('coHosts:acceptNamed', { event })}
          onClick={() => answer(true)}
        >
          {t('coHosts:accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={decide.isPending}
          aria-label={t('coHosts:declineNamed', { event })}
          onClick={() => answer(false)}
        >
          {t('coHosts:decline')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The invitations to co-host waiting for the projects, games and clans the user manages, with Accept and
 * Decline; shown on /profile?tab=event only while one waits (docs/events.md, "Co-hosts").
 */
export function CoHostInvitations() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useCoHostInvitations();
  if (!data || data.items.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" data-testid="co-host-invitations">
        <Title order={2} fz="h4" id={headingId}>
          {t('coHosts:invitationsTitle')}
        </Title>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.items.map((invitation) => (
            <Invitation key={invitation.id} invitation={invitation} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
