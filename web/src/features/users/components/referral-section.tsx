import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CopyButton, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type Profile,
  REFERRALS_PAGE_SIZE,
  type UpdateMasterReferralBody,
  updateMasterReferralBodySchema,
} from '@w2e/core/contracts/users';
import { pageCount } from '@w2e/core/format/page-count';
import { REFERRAL_QUERY_PARAM, ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { useReferrals, useUpdateMasterReferral } from '@w2e/react/users/queries';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/** The link that brings a friend to registration with the code filled in (spec sections 2 and 9). */
export function inviteLink(code: string): string {
  return `${window.location.origin}${ROUTES.register}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

function CodeEditor({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateMasterReferral();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateMasterReferralBody>({
    resolver: zodResolver(updateMasterReferralBodySchema, { error: errorMap }),
    defaultValues: { referral_code: profile.referral_code },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await save.mutateAsync(body);
      toast.success(message);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['referral_code']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label={t('account:referralCode')}
          description={t('account:referralCodeHint')}
          error={fieldError('referral_code')}
          {...register('referral_code')}
        />
        <Button type="submit" loading={save.isPending}>
          {t('common:save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('common:cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** The user's code and invite link, and who joined with it, five at a time. */
export function ReferralSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [page, setPage] = useState(1);
  const referrals = useReferrals(page);
  const link = inviteLink(profile.referral_code);
  const pages = pageCount(referrals.data?.total, REFERRALS_PAGE_SIZE);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text c="dimmed" w={120}>
          {t('account:referralCode')}
        </Text>
        {editing ? (
          <CodeEditor profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Text fw={700} ff="monospace" data-testid="referral-code">
              {profile.referral_code}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
              {t('account:editReferralCode')}
            </Button>
          </>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text c="dimmed" w={120}>
          {t('account:inviteLink')}
        </Text>
        <TextInput value={link} readOnly aria-label={t('account:inviteLink')} style={{ flex: 1 }} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? t('common:copied') : t('common:copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {referrals.data && referrals.data.total === 0 && <Text c="dimmed">{t('account:referralsEmpty')}</Text>}
      {referrals.data && referrals.data.total > 0 && (
        <>
          <Text fz="sm">{t('account:referralsTotal', { count: referrals.data.total })}</Text>
          <Table striped data-testid="referral-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account:referralUsername')}</Table.Th>
                <Table.Th>{t('account:referralName')}</Table.Th>
                <Table.Th>{t('account:referralJoined')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referrals.data.items.map((entry) => (
                <Table.Tr key={`${entry.username}-${entry.joined_at}`}>
                  <Table.Td>{entry.username ?? '-'}</Table.Td>
                  <Table.Td>{entry.name ?? '-'}</Table.Td>
                  <Table.Td>{dateFormat.format(new Date(entry.joined_at))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
        </>
      )}
    </Stack>
  );
}
