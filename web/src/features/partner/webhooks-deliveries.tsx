import {
  Badge,
  Button,
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
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type Webhook,
  type WebhookDeliveryStatus,
} from '@w2e/core/contracts/partner-webhooks';
import { pageCount } from '@w2e/core/format/page-count';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { useRedeliverWebhook, useWebhookDeliveries } from '@w2e/react/partner-webhooks/queries';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationControls } from '../../lib/pagination';
import { toast } from '../../lib/toast';
import { useFormatDateTime } from '../../lib/use-format-date-time';

const STATUS: Record<WebhookDeliveryStatus, { label: TranslationKey; color: string }> = {
  pending: { label: 'partnerWebhooks:deliveryPending', color: 'yellow' },
  delivered: { label: 'partnerWebhooks:deliveryDelivered', color: 'teal' },
  failed: { label: 'partnerWebhooks:deliveryFailed', color: 'red' },
};

/** The label of an event type (kept here too, so this file does not import the page). */
const typeLabel = (type: string) => `partnerWebhooks:type_${type.replace('.', '_')}` as TranslationKey;

/** A local date-time input's value (`YYYY-MM-DDTHH:mm`) an hour ago, the usual start of "failed since". */
function anHourAgo(): string {
  const at = new Date(Date.now() - 3_600_000);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
  return at.toISOString().slice(0, 16);
}

/** One webhook's deliveries, newest first: status, attempts, answer code and time; send one or all failed again. */
export function WebhookDeliveries({ projectId, hook }: { projectId: string; hook: Webhook }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const [since, setSince] = useState(anHourAgo);
  const titleId = useId();
  const query = useWebhookDeliveries(projectId, hook.id, {
    limit: WEBHOOK_DELIVERIES_PAGE_SIZE,
    offset: (page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE,
  });
  const redeliver = useRedeliverWebhook(projectId, hook.id);
  const done = ({ message }: { message: string }) => toast.success(message);
  const pages = pageCount(query.data?.total, WEBHOOK_DELIVERIES_PAGE_SIZE);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5" id={titleId}>
          {t('partnerWebhooks:deliveriesFor', { url: hook.url })}
        </Title>
        <Button size="xs" variant="subtle" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('partnerWebhooks:refresh')}
        </Button>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          size="xs"
          type="datetime-local"
          label={t('partnerWebhooks:redeliverSinceLabel')}
          value={since}
          onChange={(event) => setSince(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="light"
          disabled={!since}
          loading={redeliver.isPending}
          onClick={() =>
            redeliver.mutate({ failed_since: new Date(since).toISOString() }, { onSuccess: done })
          }
        >
          {t('partnerWebhooks:redeliverAll')}
        </Button>
      </Group>
      {!query.data ? (
        <Loader aria-label={t('common:loading')} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('partnerWebhooks:noDeliveries')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partnerWebhooks:columnEvent')}</Table.Th>
                <Table.Th>{t('partnerWebhooks:columnStatus')}</Table.Th>
                <Table.Th>{t('partnerWebhooks:columnAttempts')}</Table.Th>
                <Table.Th>{t('partnerWebhooks:columnCode')}</Table.Th>
                <Table.Th>{t('partnerWebhooks:columnTime')}</Table.Th>
                <Table.Th>{t('partnerWebhooks:columnId')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((delivery) => (
                <Table.Tr key={delivery.id} data-testid={`delivery-${delivery.id}`}>
                  <Table.Td>{t(typeLabel(delivery.event_type))}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[delivery.status].color}>{t(STATUS[delivery.status].label)}</Badge>
                  </Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td>
                    {delivery.last_status_code ??
                      (delivery.attempts > 0 ? t('partnerWebhooks:noAnswer') : '')}
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(delivery.delivered_at ?? delivery.last_attempt_at ?? delivery.created_at)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {delivery.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {delivery.status === 'pending' ? null : (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`${t('partnerWebhooks:redeliver')} ${delivery.id}`}
                        onClick={() => redeliver.mutate({ delivery_id: delivery.id }, { onSuccess: done })}
                      >
                        {t('partnerWebhooks:redeliver')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Pagination getControlProps={paginationControls(t)} total={pages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
