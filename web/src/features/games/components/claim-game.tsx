import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type GameClaimBody, gameClaimBodySchema } from '@w2e/core/contracts/game-claims';
import type { GameDetail } from '@w2e/core/contracts/games';
import { ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { useClaimGame } from '@w2e/react/games/queries';
import { useSession } from '@w2e/react/session/queries';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/** The ownership state of a game for the reader, and the "Claim this game" action while it has no owner. */
export function ClaimGame({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [opened, { open, close }] = useDisclosure(false);
  const claim = useClaimGame(game.id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<GameClaimBody>({
    resolver: zodResolver(gameClaimBodySchema, { error: errorMap }),
    defaultValues: { message: '' },
  });
  const fieldError = useFieldError(errors);

  if (game.is_owner) return <Alert color="teal">{t('games:owner')}</Alert>;
  if (game.claimed) return null;
  if (game.my_claim?.status === 'pending') return <Alert color="blue">{t('games:claimPending')}</Alert>;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Group>
        <Button component={Link} to={`${ROUTES.login}?redirect=${redirect}`} variant="light">
          {t('games:signInToClaim')}
        </Button>
      </Group>
    );
  }

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await claim.mutateAsync(body);
      toast.success(result.message);
      reset();
      close();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['message']);
    }
  });

  return (
    <Stack gap="xs">
      {game.my_claim?.status === 'rejected' ? (
        <Alert color="yellow">{t('games:claimRejectedNote')}</Alert>
      ) : null}
      <Group>
        <Button onClick={open}>{t('games:claimAction')}</Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('games:claimTitle', { game: game.name })} centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Textarea
              label={t('games:claimMessage')}
              description={t('games:claimMessageHint')}
              autosize
              minRows={3}
              error={fieldError('message')}
              {...register('message')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('games:cancel')}
              </Button>
              <Button type="submit" loading={claim.isPending}>
                {t('games:claimSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
