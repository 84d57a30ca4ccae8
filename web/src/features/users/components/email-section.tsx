import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type EmailBody, emailBodySchema, type Profile } from '@w2e/core/contracts/users';
import { errorMap } from '@w2e/core/validation/error-map';
import { useResendVerification, useSubmitProfileEmail } from '@w2e/react/users/queries';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

function EmailDialog({
  mode,
  opened,
  onClose,
}: {
  mode: 'change' | 'add';
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitProfileEmail();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EmailBody>({
    resolver: zodResolver(emailBodySchema, { error: errorMap }),
    defaultValues: { email: '' },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await submit.mutateAsync({ mode, body });
      toast.success(message);
      reset();
      onClose();
    } catch {
      // shown by the API client
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'change' ? t('account:changeEmail') : t('account:addEmail')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {mode === 'change' ? t('account:changeEmailText') : t('account:addEmailText')}
          </Text>
          <TextInput
            label={t('account:newEmail')}
            type="email"
            data-autofocus
            error={fieldError('email')}
            {...register('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('account:sendLink')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const BADGE = {
  verified: { color: 'teal', key: 'account:emailVerifiedBadge' },
  unverified: { color: 'yellow', key: 'account:emailUnverifiedBadge' },
  pending: { color: 'blue', key: 'account:emailPendingBadge' },
} as const;

/** Spec section 4's email states, and the actions each one allows. */
export function EmailSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'change' | 'add'>('change');
  const [opened, { open, close }] = useDisclosure(false);
  const resendMail = useResendVerification();
  const status = profile.email_status;
  const shown = profile.email ?? profile.email_unverify;

  const resend = () =>
    resendMail.mutate(status === 'pending', { onSuccess: ({ message }) => toast.success(message) });
  const openDialog = (mode: 'change' | 'add') => {
    setDialog(mode);
    open();
  };

  return (
    <Stack gap="xs" data-testid="email-section">
      <Group gap="xs">
        <Text fw={500}>{shown ?? t('account:noEmail')}</Text>
        {status !== 'none' && (
          <Badge
            color={BADGE[status === 'pending' ? 'verified' : status].color}
            variant="light"
            data-testid="email-status"
          >
            {t(BADGE[status === 'pending' ? 'verified' : status].key)}
          </Badge>
        )}
      </Group>
      {status === 'pending' && (
        <Group gap="xs">
          <Text fz="sm">{t('account:pendingEmail', { email: profile.email_unverify })}</Text>
          <Badge color={BADGE.pending.color} variant="light">
            {t(BADGE.pending.key)}
          </Badge>
        </Group>
      )}
      <Group gap="xs">
        {(status === 'unverified' || status === 'pending') && (
          <Button size="xs" variant="light" loading={resendMail.isPending} onClick={resend}>
            {t('account:resendVerification')}
          </Button>
        )}
        {status === 'verified' || status === 'pending' ? (
          <Button size="xs" variant="default" onClick={() => openDialog('change')}>
            {t('account:changeEmail')}
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={() => openDialog('add')}>
            {t('account:addEmail')}
          </Button>
        )}
      </Group>
      <EmailDialog mode={dialog} opened={opened} onClose={close} />
    </Stack>
  );
}
