import { Badge, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useMyCampaigns } from '@w2e/react/events/queries';
import { useSession } from '@w2e/react/session/queries';
import { useProfile, useResendVerification } from '@w2e/react/users/queries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';

const dismissedKey = (userId: string) => `firstRunDismissed:${userId}`;

function isDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

function Step({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="first-run-step" data-done={done}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Badge color={done ? 'green' : 'gray'} variant="light" style={{ flex: 'none' }}>
          {done ? t('firstRun:done') : t('firstRun:toDo')}
        </Badge>
      </Group>
      {done ? null : (
        <Stack gap="xs" mt="xs">
          {children}
        </Stack>
      )}
    </Card>
  );
}

/**
 * /welcome: where sign-up lands. Three steps (verify the email, link Telegram or a wallet, do a first quest),
 * each checked from the account's own data; once all are done, or the player skips them, the page sends home.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  usePageMeta(t('firstRun:title'));
  const navigate = useNavigate();
  const { user } = useSession();
  const profile = useProfile();
  const campaigns = useMyCampaigns();
  const resend = useResendVerification();
  if (!user) return null;
  if (isDismissed(user.id)) return <Navigate to={ROUTES.home} replace />;
  if (!profile.data || !campaigns.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );

  const me = profile.data;
  const emailDone = me.email_status === 'verified' || me.email_status === 'none';
  const linkDone = me.telegram_linked || me.wallet_address !== null || me.ton_wallet_address !== null;
  const questDone = campaigns.data.joined.length > 0;
  const done = [emailDone, linkDone, questDone].filter(Boolean).length;
  if (done === 3) return <Navigate to={ROUTES.home} replace />;

  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // no storage: the page goes for this visit only
    }
    void navigate(ROUTES.home, { replace: true });
  };

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1}>{t('firstRun:title')}</Title>
        <Text>{t('firstRun:intro')}</Text>
        <Text fw={600} aria-live="polite" data-testid="first-run-count">
          {t('firstRun:stepsDone', { count: done })}
        </Text>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <Step title={t('firstRun:verifyEmail')} done={emailDone}>
            <Text size="sm">{t('firstRun:verifyEmailText', { email: me.email_unverify ?? '' })}</Text>
            <Group>
              <Button
                variant="light"
                size="compact-sm"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(me.email_status === 'pending', {
                    onSuccess: ({ message }) => toast.success(message),
                  })
                }
              >
                {t('firstRun:resend')}
              </Button>
            </Group>
          </Step>
          <Step title={t('firstRun:linkAccount')} done={linkDone}>
            <Text size="sm">{t('firstRun:linkAccountText')}</Text>
            <Group>
              <Button component={Link} to={`${ROUTES.profile}?tab=profile`} variant="light" size="compact-sm">
                {t('firstRun:linkAccountAction')}
              </Button>
            </Group>
          </Step>
          <Step title={t('firstRun:firstQuest')} done={questDone}>
            <Text size="sm">{t('firstRun:firstQuestText')}</Text>
            <Group>
              <Button component={Link} to={`${ROUTES.events}?status=ongoing`} size="compact-sm">
                {t('firstRun:firstQuestAction')}
              </Button>
            </Group>
          </Step>
        </Stack>
        <Group>
          <Button variant="subtle" onClick={dismiss} data-testid="first-run-dismiss">
            {t('firstRun:dismiss')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
