import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CLAIM_KIND_LABELS, claimAddress, PRIZES_PAGE_SIZE, type Prize } from '@w2e/core/contracts/prizes';
import { pageCount, pageParam } from '@w2e/core/format/page-count';
import { networkName } from '@w2e/core/tasks/networks';
import { useClaimPrize, useConfirmPrize, useDisputePrize, useMyPrizes } from '@w2e/react/prizes/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/content-page';
import { PrizeCard } from '../../../components/prize-parts';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';

/** The claim: an address on the payout's network (checked here as the server checks it) or a contact. */
function ClaimForm({ prize }: { prize: Prize }) {
  const { t } = useTranslation();
  const claim = useClaimPrize();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kind = prize.claim_kind;
  const network = prize.payout.kind === 'token' ? networkName(prize.payout.network) : '';

  const send = async () => {
    const text = value.trim();
    if (kind !== 'contact' && claimAddress(kind, text) === null) {
      setError(
        kind === 'evm_address' ? t('prizes:addressEvmInvalid', { network }) : t('prizes:addressTonInvalid'),
      );
      return;
    }
    setError(null);
    try {
      await claim.mutateAsync({
        id: prize.id,
        body: kind === 'contact' ? { contact: text } : { address: text },
      });
      toast.success(t('prizes:claimed'));
    } catch {
      // The API client has shown the server's reason (already claimed, wrong network).
    }
  };

  const label = t(CLAIM_KIND_LABELS[kind], { network });
  return (
    <form
      onSubmit={(submit) => {
        submit.preventDefault();
        void send();
      }}
      data-testid="prize-claim-form"
    >
      <Group align="flex-end" wrap="wrap">
        {kind === 'contact' ? (
          <Textarea
            label={label}
            value={value}
            onChange={(change) => setValue(change.currentTarget.value)}
            error={error}
            rows={1}
            maxLength={500}
            style={{ flex: 1, minWidth: 220 }}
          />
        ) : (
          <TextInput
            label={label}
            value={value}
            onChange={(change) => setValue(change.currentTarget.value)}
            error={error}
            maxLength={100}
            spellCheck={false}
            autoComplete="off"
            style={{ flex: 1, minWidth: 220 }}
          />
        )}
        <Button type="submit" loading={claim.isPending} disabled={value.trim() === ''}>
          {t('prizes:claimSubmit')}
        </Button>
      </Group>
    </form>
  );
}

/** After a delivery: the winner says it arrived, or reports what is wrong. */
function DeliveredActions({ prize }: { prize: Prize }) {
  const { t } = useTranslation();
  const confirm = useConfirmPrize();
  const dispute = useDisputePrize();
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');

  return (
    <Stack gap="xs">
      <Group wrap="wrap">
        <Button
          color="teal"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutateAsync(prize.id).then(
              () => toast.success(t('prizes:confirmed')),
              () => undefined,
            )
          }
        >
          {t('prizes:confirm')}
        </Button>
        <Button
          variant="light"
          color="red"
          onClick={() => setDisputing((open) => !open)}
          aria-expanded={disputing}
        >
          {t('prizes:dispute')}
        </Button>
      </Group>
      {disputing ? (
        <Group align="flex-end" wrap="wrap">
          <Textarea
            label={t('prizes:reason')}
            value={reason}
            onChange={(change) => setReason(change.currentTarget.value)}
            rows={2}
            maxLength={500}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            color="red"
            loading={dispute.isPending}
            disabled={reason.trim().length < 3}
            onClick={() =>
              dispute.mutateAsync({ id: prize.id, body: { reason } }).then(
                () => {
                  toast.success(t('prizes:disputed'));
                  setDisputing(false);
                },
                () => undefined,
              )
            }
          >
            {t('prizes:disputeSubmit')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The winner's card: the claim form until claimed, then the delivery's confirm or dispute. */
function MyPrizeCard({ prize }: { prize: Prize }) {
  const { t } = useTranslation();
  return (
    <PrizeCard prize={prize} testId="my-prize">
      {prize.status === 'won' ? <ClaimForm prize={prize} /> : null}
      {prize.status === 'claimed' ? (
        <Text size="sm" c="dimmed">
          {t('prizes:claimed')}
        </Text>
      ) : null}
      {prize.status === 'delivered' ? <DeliveredActions prize={prize} /> : null}
    </PrizeCard>
  );
}

/** /prizes: every prize the signed-in player won, in events and on the wheels, newest first, `?page=` at a time. */
export function MyPrizesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const list = useMyPrizes({ limit: PRIZES_PAGE_SIZE, offset: (page - 1) * PRIZES_PAGE_SIZE });
  const pages = pageCount(list.data?.total, PRIZES_PAGE_SIZE);

  return (
    <ContentPage title="prizes:title" description="prizes:pageDescription">
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{t('prizes:loadFailed')}</Alert>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="my-prizes-empty">
          {t('prizes:empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="my-prizes">
          {list.data.items.map((prize) => (
            <MyPrizeCard key={prize.id} prize={prize} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          getControlProps={paginationControls(t)}
        />
      )}
    </ContentPage>
  );
}
