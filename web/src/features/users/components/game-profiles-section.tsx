import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type GameProfile,
  type GameProfileForm,
  gameProfileFormSchema,
} from '@w2e/core/contracts/game-profiles';
import { shortenAddress } from '@w2e/core/format/address';
import { errorMap } from '@w2e/core/validation/error-map';
import {
  useDeleteGameProfile,
  useGameOptions,
  useMyGameProfiles,
  useMyGameStatistic,
  useResendGameProfileEmail,
  useSaveGameProfile,
} from '@w2e/react/game-profiles/queries';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useWalletSignature } from '../../../lib/wallet/use-wallet';

/** Add or edit: the game (fixed when editing), the email and the wallet of the player's game account. */
function GameProfileDialog({
  editing,
  onClose,
}: {
  editing: GameProfile | null | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGameProfile();
  const { sign, busy: signing } = useWalletSignature();
  const current = editing && editing !== 'new' ? editing : null;
  const options = useGameOptions(editing === 'new');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GameProfileForm>({
    resolver: zodResolver(gameProfileFormSchema, { error: errorMap }),
    values: { gameId: current?.gameId ?? '', email: current?.email ?? '', wallet: current?.wallet ?? '' },
  });
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async ({ gameId, email, wallet }) => {
    // A wallet that is new here must be proven by a signature from it.
    const needsSignature = wallet !== '' && wallet.toLowerCase() !== (current?.wallet ?? '').toLowerCase();
    const signed = needsSignature ? await sign() : undefined;
    if (signed === null) return;
    try {
      const body = { gameId, email: email || null, wallet: wallet || null };
      const { message } = await save.mutateAsync({
        body: current ? { ...body, id: current.id } : body,
        signed,
      });
      toast.success(message);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['gameId', 'email', 'wallet']);
    }
  });

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={current ? t('gameProfiles:edit') : t('gameProfiles:add')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {current ? (
            <TextInput label={t('gameProfiles:game')} value={current.game.name} readOnly />
          ) : (
            <Controller
              control={control}
              name="gameId"
              render={({ field }) => (
                <Select
                  label={t('gameProfiles:game')}
                  placeholder={t('gameProfiles:search')}
                  searchable
                  data={(options.data?.items ?? []).map((g) => ({ value: g.id, label: g.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={fieldError('gameId')}
                />
              )}
            />
          )}
          <TextInput
            label={t('gameProfiles:email')}
            type="email"
            error={fieldError('email')}
            {...register('email')}
          />
          <TextInput
            label={t('gameProfiles:wallet')}
            description={t('gameProfiles:walletHint')}
            placeholder="0x…"
            error={fieldError('wallet')}
            {...register('wallet')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={save.isPending || signing}>
              {t('common:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Statistic({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { data } = useMyGameStatistic(gameId);
  if (!data) return null;
  return (
    <SimpleGrid cols={3} spacing="xs" data-testid="game-statistic">
      {(
        [
          ['gameProfiles:totalEarning', data.totalEarning],
          ['gameProfiles:todayEarning', data.todayEarning],
          ['gameProfiles:unclaimed', data.unclaimed],
        ] as const
      ).map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text fz="xs" c="dimmed">
            {t(label)}
          </Text>
          <Text fw={600}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function GameProfileCard({
  profile,
  onEdit,
  onRemove,
}: {
  profile: GameProfile;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const resendMail = useResendGameProfileEmail();
  const resend = () => resendMail.mutate(profile.id, { onSuccess: ({ message }) => toast.success(message) });
  return (
    <Card withBorder radius="md" padding="md" data-testid="game-profile" aria-label={profile.game.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={profile.game.logo_url} alt="" radius="sm" />
            <Text fw={700}>{profile.game.name}</Text>
          </Group>
          <Group gap={4}>
            <Button size="xs" variant="subtle" onClick={onEdit}>
              {t('gameProfiles:edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
              {t('gameProfiles:remove')}
            </Button>
          </Group>
        </Group>
        {profile.email && (
          <Group gap="xs">
            <Text fz="sm">{profile.email}</Text>
            <Badge color={profile.email_verified ? 'teal' : 'yellow'} variant="light">
              {profile.email_verified ? t('gameProfiles:verified') : t('gameProfiles:unverified')}
            </Badge>
            {!profile.email_verified && (
              <Button size="compact-xs" variant="light" loading={resendMail.isPending} onClick={resend}>
                {t('gameProfiles:resend')}
              </Button>
            )}
          </Group>
        )}
        {profile.wallet && (
          <Text fz="sm" ff="monospace">
            {shortenAddress(profile.wallet)}
          </Text>
        )}
        <Statistic gameId={profile.gameId} />
      </Stack>
    </Card>
  );
}

/** The player's game accounts with their earnings: add, edit, remove (spec section 8's messages). */
export function GameProfilesSection() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<GameProfile | null | 'new'>(null);
  const [removing, setRemoving] = useState<GameProfile | null>(null);
  const list = useMyGameProfiles();
  const deletion = useDeleteGameProfile();

  const remove = () => {
    if (!removing) return;
    deletion.mutate(removing, {
      onSuccess: ({ message }) => toast.success(message),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {t('gameProfiles:intro')}
        </Text>
        <Button size="xs" onClick={() => setEditing('new')}>
          {t('gameProfiles:add')}
        </Button>
      </Group>
      {list.data?.total === 0 && <Text c="dimmed">{t('gameProfiles:empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.data?.items.map((profile) => (
          <GameProfileCard
            key={profile.id}
            profile={profile}
            onEdit={() => setEditing(profile)}
            onRemove={() => setRemoving(profile)}
          />
        ))}
      </SimpleGrid>
      {editing !== null && <GameProfileDialog editing={editing} onClose={() => setEditing(null)} />}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:cancel') }}
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('gameProfiles:remove')}
      >
        <Stack>
          <Text>{t('gameProfiles:removeConfirm', { game: removing?.game.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('common:cancel')}
            </Button>
            <Button color="red" loading={deletion.isPending} onClick={remove}>
              {t('gameProfiles:remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
