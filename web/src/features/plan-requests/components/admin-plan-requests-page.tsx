import {
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PLAN_REQUEST_STATUSES,
  PLAN_REQUESTS_PAGE_SIZE,
  type PlanRequest,
  type PlanRequestStatus,
} from '@w2e/core/contracts/plan-requests';
import { pageCount } from '@w2e/core/format/page-count';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { useAdminPlanRequests, useDecidePlanRequest } from '@w2e/react/plan-requests/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFrame } from '../../../components/admin-frame';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';

const STATUS_LABELS: Record<PlanRequestStatus, TranslationKey> = {
  requested: 'plans:statusRequested',
  approved: 'plans:statusApproved',
  declined: 'plans:statusDeclined',
};

/** Approve, or decline with the reason the host reads (the server refuses a decline without one). */
function Decision({ request }: { request: PlanRequest }) {
  const { t } = useTranslation();
  const decide = useDecidePlanRequest(request.id);
  const [reason, setReason] = useState('');
  const done = ({ message }: { message: string }) => toast.success(message);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        size="xs"
        label={t('plans:reasonLabel')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={500}
      />
      <Button
        size="xs"
        color="teal"
        loading={decide.isPending}
        onClick={() => decide.mutate({ decision: 'approve' }, { onSuccess: done })}
      >
        {t('plans:approve')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={decide.isPending || reason.trim() === ''}
        onClick={() => decide.mutate({ decision: 'decline', reason: reason.trim() }, { onSuccess: done })}
      >
        {t('plans:decline')}
      </Button>
    </Group>
  );
}

/** /admin/plan-requests: the plans hosts ask for, waiting ones first; approving sets the project's tier. */
export function AdminPlanRequestsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<PlanRequestStatus | 'all'>('requested');
  const [page, setPage] = useState(1);
  const query = useAdminPlanRequests({
    ...(status === 'all' ? {} : { status }),
    limit: PLAN_REQUESTS_PAGE_SIZE,
    offset: (page - 1) * PLAN_REQUESTS_PAGE_SIZE,
  });
  const pages = pageCount(query.data?.total, PLAN_REQUESTS_PAGE_SIZE);
  return (
    <AdminFrame title={t('plans:adminTitle')} description={t('plans:adminDescription')}>
      <Stack gap="md">
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as PlanRequestStatus | 'all');
            setPage(1);
          }}
          data={[
            ...PLAN_REQUEST_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) })),
            { value: 'all', label: t('plans:filterAll') },
          ]}
        />
        {!query.data ? (
          <Loader aria-label={t('common:loading')} />
        ) : query.data.items.length === 0 ? (
          <Text c="dimmed">{t('plans:adminEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plans:columnProject')}</Table.Th>
                  <Table.Th>{t('plans:columnTier')}</Table.Th>
                  <Table.Th>{t('plans:columnRequestedBy')}</Table.Th>
                  <Table.Th>{t('plans:columnStatus')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((request) => (
                  <Table.Tr key={request.id} data-testid={`plan-request-${request.id}`}>
                    <Table.Td>
                      <Text fw={500}>{request.project.name}</Text>
                      <Text size="xs" c="dimmed">
                        {t('plans:currentTier', { tier: t(PLAN_LABELS[request.project.tier]) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Text>{t(PLAN_LABELS[request.tier])}</Text>
                        {request.contact && <Badge variant="outline">{t('plans:contact')}</Badge>}
                      </Group>
                      {request.note && (
                        <Text size="xs" c="dimmed">
                          {request.note}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{request.requested_by.name ?? request.requested_by.username}</Table.Td>
                    <Table.Td>
                      {request.status === 'requested' ? (
                        <Decision request={request} />
                      ) : (
                        <Stack gap={2}>
                          <Text size="sm">{t(STATUS_LABELS[request.status])}</Text>
                          {request.decided_by && request.decided_at && (
                            <Text size="xs" c="dimmed">
                              {t('plans:decidedBy', {
                                name: request.decided_by.name ?? request.decided_by.username ?? '',
                                date: new Date(request.decided_at).toLocaleString(i18n.language),
                              })}
                            </Text>
                          )}
                          {request.reason && (
                            <Text size="xs" c="dimmed">
                              {t('plans:declinedReason', { reason: request.reason })}
                            </Text>
                          )}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Pagination getControlProps={paginationControls(t)} total={pages} value={page} onChange={setPage} />
        )}
      </Stack>
    </AdminFrame>
  );
}
