import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { PrizesScope } from '@w2e/core/api/prizes';
import {
  type ManagedPrize,
  PRIZE_STATUS_LABELS,
  PRIZE_STATUSES,
  PRIZES_PAGE_SIZE,
  type PrizeStatus,
} from '@w2e/core/contracts/prizes';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useEvent } from '@w2e/react/events/queries';
import {
  useDeliverPrize,
  useDownloadPrizesCsv,
  useEventPrizes,
  useWheelPrizes,
} from '@w2e/react/prizes/queries';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PlayerLink } from '../../../components/player-link';
import { PrizeCard } from '../../../components/prize-parts';
import { paginationControls } from '../../../lib/pagination';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The delivery a manager records: the paying transaction (checked on-chain by the server) or a note. */
function DeliverForm({ prize }: { prize: ManagedPrize }) {
  const { t } = useTranslation();
  const deliver = useDeliverPrize();
  const [value, setValue] = useState('');
  const token = prize.payout.kind === 'token';

  const send = async () => {
    const text = value.trim();
    try {
      await deliver.mutateAsync({
        id: prize.id,
        body: token ? { tx_hash: text } : text ? { note: text } : {},
      });
      toast.success(t('prizes:delivered'));
      setValue('');
    } catch {
      // The API client has shown the server's reason (what the transaction did not do, a hash already used).
    }
  };

  return (
    <form
      onSubmit={(submit) => {
        submit.preventDefault();
        void send();
      }}
      data-testid="prize-deliver-form"
    >
      <Group align="flex-end" wrap="wrap">
        {token ? (
          <TextInput
            label={t('prizes:txHash')}
            value={value}
            onChange={(change) => setValue(change.currentTarget.value)}
            maxLength={100}
            spellCheck={false}
            autoComplete="off"
            style={{ flex: 1, minWidth: 220 }}
          />
        ) : (
          <Textarea
            label={t('prizes:note')}
            value={value}
            onChange={(change) => setValue(change.currentTarget.value)}
            rows={1}
            maxLength={500}
            style={{ flex: 1, minWidth: 220 }}
          />
        )}
        <Button type="submit" loading={deliver.isPending} disabled={token && value.trim() === ''}>
          {t('prizes:deliverSubmit')}
        </Button>
      </Group>
    </form>
  );
}

/** A card of the payout list: who won it, and the delivery form while it is claimed or disputed. */
function ManagedPrizeCard({ prize }: { prize: ManagedPrize }) {
  const { t } = useTranslation();
  return (
    <PrizeCard
      prize={prize}
      testId="payout-prize"
      winner={
        <Text size="sm">
          {t('prizes:winner')}: <PlayerLink player={prize.winner} />
        </Text>
      }
    >
      {prize.status === 'claimed' || prize.status === 'disputed' ? <DeliverForm prize={prize} /> : null}
    </PrizeCard>
  );
}

/** One payout list: a status filter, the CSV of claimed addresses, and the prizes a page at a time. */
function PayoutList({ scope, heading }: { scope: PrizesScope; heading: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PrizeStatus | null>(null);
  const [page, setPage] = useState(1);
  const query = {
    limit: PRIZES_PAGE_SIZE,
    offset: (page - 1) * PRIZES_PAGE_SIZE,
    ...(status ? { status } : {}),
  };
  // One of the two asks: the other has no id and stays idle.
  const eventList = useEventPrizes('event' in scope ? scope.event : null, query);
  const wheelList = useWheelPrizes('wheel' in scope ? scope.wheel : null, query);
  const list = 'event' in scope ? eventList : wheelList;
  const download = useDownloadPrizesCsv();
  const pages = pageCount(list.data?.total, PRIZES_PAGE_SIZE);
  usePageMeta(t('prizes:payoutTitle'), t('prizes:payoutDescription'));

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('prizes:payoutTitle')}</Title>
          {heading}
        </Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Select
            label={t('eventEditor:filterStatus')}
            placeholder={t('prizes:statusAll')}
            clearable
            value={status}
            onChange={(value) => {
              setStatus(value as PrizeStatus | null);
              setPage(1);
            }}
            data={PRIZE_STATUSES.map((value) => ({ value, label: t(PRIZE_STATUS_LABELS[value]) }))}
          />
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() =>
              download.mutateAsync(scope).then(
                ({ text, filename }) => saveFile(new Blob([text], { type: 'text/csv' }), filename),
                () => undefined,
              )
            }
            data-testid="payout-csv"
          >
            {t('prizes:exportCsv')}
          </Button>
        </Group>
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : list.isError ? (
          <Alert color="red">{t('prizes:loadFailed')}</Alert>
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed">{t('prizes:emptyManaged')}</Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="payout-prizes"
          >
            {list.data.items.map((prize) => (
              <ManagedPrizeCard key={prize.id} prize={prize} />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} getControlProps={paginationControls(t)} />
        )}
      </Stack>
    </Container>
  );
}

/** /event/{slug}/prizes: the event's managers deliver its prizes (its wheel's included). */
export function EventPayoutPage() {
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  const eventId = event.data?.id;
  if (event.isError || (event.data && !event.data.viewer.can_manage)) return <NotFoundPage />;
  if (!eventId)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <PayoutList
      scope={{ event: eventId }}
      heading={
        <Anchor component={Link} to={buildPath(ROUTES.eventUpdate, { slug })}>
          {event.data?.title}
        </Anchor>
      }
    />
  );
}

/** /admin/wheel/prizes: operators deliver the platform wheel's prizes. */
export function PlatformWheelPayoutPage() {
  const { t } = useTranslation();
  return (
    <PayoutList
      scope={{ wheel: 'platform' }}
      heading={
        <Anchor component={Link} to={ROUTES.adminWheel}>
          {t('wheel:platformSection')}
        </Anchor>
      }
    />
  );
}
