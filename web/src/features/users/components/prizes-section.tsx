import { Anchor, Card, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { USER_REWARDS_PAGE_SIZE } from '@w2e/core/contracts/rewards';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useUserRewards } from '@w2e/react/rewards/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../lib/use-format-date-time';

/** The prizes a player has won in events (winners shown on their profile), a page at a time. */
export function PrizesSection({ username }: { username: string | null }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rewards = useUserRewards(username, page);
  const pages = pageCount(rewards.data?.total, USER_REWARDS_PAGE_SIZE);
  if (!username) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-prizes" mb="lg">
      <Title order={2} fz="h4" mb="md" id="profile-prizes">
        {t('rewards:profileTitle')}
      </Title>
      {rewards.isPending ? (
        <Loader size="sm" />
      ) : !rewards.data || rewards.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('rewards:profileEmpty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {rewards.data.items.map((item) => (
            <Text
              key={`${item.event.id}:${item.kind}:${item.won_at}:${item.reward}`}
              size="sm"
              data-testid="profile-prize"
            >
              <b>{item.reward ?? t('rewards:prizeUnnamed')}</b>
              {' · '}
              <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: item.event.slug })}>
                {item.position !== null
                  ? t('rewards:profileAtRank', { position: item.position, event: item.event.title })
                  : t('rewards:profileForTask', { event: item.event.title })}
              </Anchor>
              <Text span size="xs" c="dimmed">
                {' '}
                {formatDateTime(item.won_at)}
              </Text>
            </Text>
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
