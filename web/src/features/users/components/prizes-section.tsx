import { Anchor, Card, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { pageCount } from '@w2e/core/format/page-count';
import { ROUTES } from '@w2e/core/routes';
import { useMyPrizes } from '@w2e/react/prizes/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayoutLine, PrizeOrigin, PrizeStatusBadge } from '../../../components/prize-parts';
import { useFormatDateTime } from '../../../lib/use-format-date-time';

/** The profile's page of prizes. */
const PAGE = 10;

/**
 * "Prizes won" on the player's own profile: every prize, in events and on the wheels, with its status, a page
 * at a time; claiming and following one is on /prizes, linked here.
 */
export function PrizesSection() {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const prizes = useMyPrizes({ limit: PAGE, offset: (page - 1) * PAGE });
  const pages = pageCount(prizes.data?.total, PAGE);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-prizes" mb="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="h4" id="profile-prizes">
          {t('rewards:profileTitle')}
        </Title>
        <Anchor component={Link} to={ROUTES.prizes} size="sm">
          {t('prizes:myPrizesLink')}
        </Anchor>
      </Group>
      {prizes.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : !prizes.data || prizes.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('rewards:profileEmpty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {prizes.data.items.map((prize) => (
            <Group key={prize.id} justify="space-between" wrap="wrap" data-testid="profile-prize">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {prize.label}
                </Text>
                <PrizeOrigin prize={prize} />
                <PayoutLine payout={prize.payout} />
              </Stack>
              <Stack gap={0} align="flex-end">
                <PrizeStatusBadge status={prize.status} />
                <Text size="xs" c="dimmed">
                  {formatDateTime(prize.won_at)}
                </Text>
              </Stack>
            </Group>
          ))}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              mt="xs"
              data-testid="profile-prizes-pages"
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
