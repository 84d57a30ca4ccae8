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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideGameClaim, listGameClaims } from '@w2e/core/api/games';
import type { GameClaim } from '@w2e/core/contracts/game-claims';
import { GAME_CLAIM_STATUSES, type GameClaimStatus } from '@w2e/core/contracts/games';
import { formatDateTime } from '@w2e/core/format/date';
import { pickLanguage } from '@w2e/core/i18n/languages';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { http } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminFrame } from './admin-frame';

function ClaimCard({ claim, onDecided }: { claim: GameClaim; onDecided: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideGameClaim(http, claim.id, decision),
    onSuccess: async (result) => {
      toast.success(result.message);
      await onDecided();
    },
    // A refusal (already owned, already decided) was shown as a toast; the list is refreshed either way.
    onError: () => void onDecided(),
  });
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
            {t('admin:submittedAt')}: {formatDateTime(claim.created_at, pickLanguage(i18n.language))}
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
              onClick={() => decide.mutate('approve')}
            >
              {t('admin:approve')}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={decide.isPending && decide.variables === 'reject'}
              disabled={decide.isPending}
              onClick={() => decide.mutate('reject')}
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
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['admin-game-claims', status],
    queryFn: () => listGameClaims(http, { status, limit: 100 }),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin-game-claims'] });
    await queryClient.invalidateQueries({ queryKey: ['games'] });
    await queryClient.invalidateQueries({ queryKey: ['game'] });
  };
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
            <ClaimCard key={claim.id} claim={claim} onDecided={refresh} />
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
