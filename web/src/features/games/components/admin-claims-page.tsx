import {
  Anchor,
  Avatar,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import type { GameClaim } from '@w2e/core/contracts/game-claims';
import { GAME_CLAIM_STATUSES, type GameClaimStatus } from '@w2e/core/contracts/games';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useDecideGameClaim, useGameClaims } from '@w2e/react/games/queries';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminFrame } from '../../../components/admin-frame';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';

function ClaimCard({ claim }: { claim: GameClaim }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  // A refusal (already owned, already decided) shows as the client's toast; the list is refreshed either way.
  // The toast waits on the promise, not a mutate callback: the refreshed list no longer holds this card.
  const decide = useDecideGameClaim(claim.id);
  const run = (decision: 'approve' | 'reject') =>
    decide.mutateAsync(decision).then(
      (result) => toast.success(result.message),
      () => {},
    );
  const claimant = claim.claimant.username ?? claim.claimant.name ?? claim.claimant.id;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={`${claim.game.name}: ${claimant}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={claim.game.logo_url} alt="" radius="sm">
              {claim.game.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Stack gap={0}>
              <Anchor component={Link} to={buildPath(ROUTES.gameDetail, { id: claim.game.slug })} fw={600}>
                {claim.game.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('admin:claimant')}: {claimant}
              </Text>
            </Stack>
          </Group>
          <Text size="sm" c="dimmed">
            {t('admin:submittedAt')}: {formatDateTime(claim.created_at)}
          </Text>
        </Group>
        <div>
          <Text size="sm" fw={500}>
            {t('admin:proof')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {claim.message}
          </Text>
        </div>
        {claim.status === 'pending' ? (
          <Group>
            <Button
              color="teal"
              loading={decide.isPending && decide.variables === 'approve'}
              disabled={decide.isPending}
              onClick={() => run('approve')}
            >
              {t('admin:approve')}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={decide.isPending && decide.variables === 'reject'}
              disabled={decide.isPending}
              onClick={() => run('reject')}
            >
              {t('admin:reject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function ClaimsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: GameClaimStatus = (GAME_CLAIM_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as GameClaimStatus)
    : 'pending';
  const { data } = useGameClaims(status);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('admin:status')}
        value={status}
        onChange={(value) => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
        data={GAME_CLAIM_STATUSES.map((value) => ({ value, label: t(`admin:${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {!data ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{t('admin:noClaims')}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.items.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /admin/game-claims: operators approve or reject who owns a game. */
export function GameClaimsPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin:claimsTitle')} description={t('admin:claimsDescription')}>
      <ClaimsList />
    </AdminFrame>
  );
}
