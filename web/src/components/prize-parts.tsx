import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { type Payout, PRIZE_STATUS_LABELS, type Prize, type PrizeStatus } from '@w2e/core/contracts/prizes';
import { shortenAddress } from '@w2e/core/format/address';
import { payoutText, transactionUrl } from '@w2e/core/format/payout';
import { buildPath, ROUTES, wheelPlayPath } from '@w2e/core/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../lib/use-format-date-time';

const STATUS_COLOR: Record<PrizeStatus, string> = {
  won: 'yellow',
  claimed: 'blue',
  delivered: 'teal',
  confirmed: 'green',
  disputed: 'red',
};

/** A prize's status as a badge, the same colours on the winner's list and the host's payout page. */
export function PrizeStatusBadge({ status }: { status: PrizeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="prize-status">
      {t(PRIZE_STATUS_LABELS[status])}
    </Badge>
  );
}

/** How a prize is paid: "0.5 BNB on BNB Smart Chain", or "Delivered by contact". */
export function PayoutLine({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const { key, params } = payoutText(payout);
  return (
    <Text size="xs" c="dimmed">
      {t(key, params)}
    </Text>
  );
}

/** The delivery as recorded: the transaction (linked to the network's explorer) or the host's note, and when. */
function DeliveryLine({ delivery }: { delivery: NonNullable<Prize['delivery']> }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const url =
    delivery.tx_hash && delivery.network ? transactionUrl(delivery.network, delivery.tx_hash) : null;
  return (
    <Text size="xs" data-testid="prize-delivery">
      {t('prizes:deliveredAt', { date: formatDateTime(delivery.delivered_at) })}
      {delivery.tx_hash ? (
        <>
          {' · '}
          {url ? (
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs">
              {shortenAddress(delivery.tx_hash, 6, 6)}
            </Anchor>
          ) : (
            shortenAddress(delivery.tx_hash, 6, 6)
          )}
        </>
      ) : null}
      {delivery.note ? ` · ${delivery.note}` : null}
    </Text>
  );
}

/** Where a prize was won, linked: "#1 in Cup", "a task of Cup", or the wheel's name. */
export function PrizeOrigin({ prize }: { prize: Prize }) {
  const { t } = useTranslation();
  if (prize.event && prize.source !== 'wheel')
    return (
      <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: prize.event.slug })} size="sm">
        {prize.position !== null
          ? t('rewards:profileAtRank', { position: prize.position, event: prize.event.title })
          : t('rewards:profileForTask', { event: prize.event.title })}
      </Anchor>
    );
  const wheel = prize.wheel;
  return (
    <Text size="sm">
      {t('prizes:sourceWheel')}
      {wheel ? (
        <>
          {' · '}
          <Anchor component={Link} to={wheelPlayPath(wheel.id)} size="sm">
            {prize.event?.title ?? wheel.name}
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}

/**
 * A prize as both lists show it, the winner's (/prizes) and the managers' payout pages: what it is, where it was
 * won and how it is paid, its status, then its claim, delivery, dispute and confirmation as far as they went.
 * `winner` (the payout pages) names who won it; `children` are the actions open to the reader.
 */
export function PrizeCard({
  prize,
  testId,
  winner,
  children,
}: {
  prize: Prize;
  testId: string;
  winner?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card withBorder padding="md" component="li" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{prize.label}</Text>
            {winner}
            <PrizeOrigin prize={prize} />
            <PayoutLine payout={prize.payout} />
          </Stack>
          <Stack gap={2} align="flex-end">
            <PrizeStatusBadge status={prize.status} />
            <Text size="xs" c="dimmed">
              {t('prizes:wonAt', { date: formatDateTime(prize.won_at) })}
            </Text>
          </Stack>
        </Group>
        {prize.claim ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('prizes:claimedAt', { date: formatDateTime(prize.claim.claimed_at) })}
            {' · '}
            <Text span ff={prize.claim.address ? 'monospace' : undefined} size="sm">
              {prize.claim.address ?? prize.claim.contact}
            </Text>
          </Text>
        ) : null}
        {prize.delivery ? <DeliveryLine delivery={prize.delivery} /> : null}
        {prize.status === 'disputed' && prize.dispute ? (
          <Text size="sm" c="red">
            {t('prizes:disputedAt', {
              date: formatDateTime(prize.dispute.disputed_at),
              reason: prize.dispute.reason,
            })}
          </Text>
        ) : null}
        {prize.confirmed_at ? (
          <Text size="sm" c="teal">
            {t('prizes:confirmedAt', { date: formatDateTime(prize.confirmed_at) })}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
