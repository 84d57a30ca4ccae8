import { Button, Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { redeemLinkCodeBodySchema } from '@w2e/core/contracts/link-codes';
import { translateMessage } from '@w2e/core/validation/message';
import { useRedeemLinkCode } from '@w2e/react/users/queries';
import { useState } from 'react';
import { serverMessage } from '../../components/server-message';
import { haptic } from '../../components/telegram';
import { useTranslation } from '../../i18n';

/**
 * "Already have a web account?": the one-time code from the web profile joins this Telegram account to it
 * (POST users/link-codes/redeem); the Mini App is then signed in as the web account.
 */
export function LinkCodeSection() {
  const { t } = useTranslation();
  const redeem = useRedeemLinkCode();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    setMessage(null);
    const parsed = redeemLinkCodeBodySchema.safeParse({ code });
    if (!parsed.success) {
      setMessage({ ok: false, text: translateMessage(t, parsed.error.issues[0]?.message) });
      return;
    }
    try {
      const user = await redeem.mutateAsync(parsed.data);
      haptic('success');
      setMessage({ ok: true, text: t('miniapp:linkDone', { name: user.name ?? user.username ?? '' }) });
      setCode('');
    } catch (error) {
      haptic('error');
      setMessage({ ok: false, text: serverMessage(error, t('errors:requestFailed')) });
    }
  };
  return (
    <Section header={t('miniapp:linkTitle')} footer={t('miniapp:linkHint')}>
      <Input
        header={t('miniapp:linkCodeLabel')}
        // telegram-ui's header is text above the field, not its label.
        aria-label={t('miniapp:linkCodeLabel')}
        value={code}
        autoCapitalize="characters"
        status={message && !message.ok ? 'error' : 'default'}
        onChange={(event) => setCode(event.target.value)}
      />
      {message ? (
        <Cell multiline data-testid="link-code-message">
          {message.text}
        </Cell>
      ) : null}
      <Button size="m" stretched loading={redeem.isPending} onClick={() => void submit()}>
        {t('miniapp:linkSubmit')}
      </Button>
    </Section>
  );
}
