import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CO_HOST_STATUS_LABELS, type CoHost, type CoHostStatus } from '@w2e/core/contracts/co-hosts';
import type { Event } from '@w2e/core/contracts/events';
import { HOST_KIND_LABELS } from '@w2e/core/events/discovery';
import {
  useCoHostCandidates,
  useCoHosts,
  useInviteCoHost,
  useRemoveCoHost,
} from '@w2e/react/co-hosts/queries';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hostPagePath } from '../../../lib/links';
import { toast } from '../../../lib/toast';

const STATUS_COLORS: Record<CoHostStatus, string> = { invited: 'yellow', accepted: 'teal', declined: 'red' };

function CoHostRow({ coHost, eventId }: { coHost: CoHost; eventId: string }) {
  const { t } = useTranslation();
  const remove = useRemoveCoHost(eventId);
  const path = hostPagePath(coHost.host);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="co-host-row">
      <Group gap="xs" miw={0}>
        {path ? (
          <Anchor component={Link} to={path} style={{ overflowWrap: 'anywhere' }}>
            {coHost.host.name}
          </Anchor>
        ) : (
          <Text style={{ overflowWrap: 'anywhere' }}>{coHost.host.name}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t(HOST_KIND_LABELS[coHost.host.kind])}
        </Text>
        <Badge color={STATUS_COLORS[coHost.status]} variant="light" data-testid="co-host-status">
          {t(CO_HOST_STATUS_LABELS[coHost.status])}
        </Badge>
      </Group>
      <Button
        size="xs"
        variant="default"
        loading={remove.isPending}
        aria-label={t('coHosts:removeNamed', { host: coHost.host.name })}
        // The removed row unmounts before a per-call callback would run: the toast follows the promise.
        onClick={() =>
          remove.mutateAsync(coHost.id).then(
            ({ message }) => toast.success(message),
            () => undefined,
          )
        }
      >
        {t('coHosts:remove')}
      </Button>
    </Group>
  );
}

/**
 * The editor's "Co-hosts": the host finds a project or game by name and invites it, then sees each
 * invitation's status and may remove it (docs/events.md, "Co-hosts").
 */
export function CoHostsSection({ event }: { event: Event }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useCoHosts(event.id);
  const candidates = useCoHostCandidates(q);
  const invite = useInviteCoHost(event.id);
  const taken = new Set([
    `${event.host.kind}:${event.host.id}`,
    ...(list.data?.items ?? []).map((item) => `${item.host.kind}:${item.host.id}`),
  ]);
  const options = (candidates.data?.items ?? []).filter((host) => !taken.has(`${host.kind}:${host.id}`));
  const data = (['project', 'game'] as const)
    .map((kind) => ({
      group: t(HOST_KIND_LABELS[kind]),
      items: options
        .filter((host) => host.kind === kind)
        .map((host) => ({ value: `${host.kind}:${host.id}`, label: host.name })),
    }))
    .filter((group) => group.items.length > 0);
  const items = list.data?.items ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" data-testid="co-hosts-section">
        <Title order={2} fz="h4" id={headingId}>
          {t('coHosts:sectionTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('coHosts:sectionIntro')}
        </Text>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('coHosts:searchLabel')}
            placeholder={t('coHosts:searchPlaceholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={data}
            value={picked}
            onChange={setPicked}
            nothingFoundMessage={t('coHosts:noCandidates')}
            style={{ flex: '1 1 220px' }}
            data-testid="co-host-search"
          />
          <Button
            disabled={!picked}
            loading={invite.isPending}
            onClick={() => {
              if (!picked) return;
              invite.mutate(
                { host: picked },
                {
                  onSuccess: ({ message }) => {
                    toast.success(message);
                    setPicked(null);
                    setSearch('');
                  },
                },
              );
            }}
          >
            {t('coHosts:invite')}
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('coHosts:none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((coHost) => (
              <CoHostRow key={coHost.id} coHost={coHost} eventId={event.id} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
