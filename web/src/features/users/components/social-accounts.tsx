import { Badge, Button, Text } from '@mantine/core';
import { SOCIAL_RESULTS, type SocialProvider, type SocialResult } from '@w2e/core/contracts/social';
import { useAuthorizeSocial, useSocialAccounts, useUnlinkSocial } from '@w2e/react/social/queries';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { MethodRow } from './method-row';

const NAME_KEYS = {
  discord: 'social:providerDiscord',
  x: 'social:providerX',
  youtube: 'social:providerYoutube',
} as const;

/**
 * The result of coming back from the provider (`/profile?social=discord&social_result=linked`, set by the
 * server's OAuth2 callback) as a toast, once; the flag is then taken off the address so a reload says nothing.
 */
function useLinkResultToast() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const provider = params.get('social');
  const result = params.get('social_result');
  useEffect(() => {
    if (shown.current || (provider !== 'discord' && provider !== 'x')) return;
    if (!SOCIAL_RESULTS.includes(result as SocialResult)) return;
    shown.current = true;
    const message = t(`social:result_${result as SocialResult}`, { provider: t(NAME_KEYS[provider]) });
    if (result === 'linked') toast.success(message);
    else toast.error(message);
    const rest = new URLSearchParams(params);
    rest.delete('social');
    rest.delete('social_result');
    setParams(rest, { replace: true });
  }, [provider, result, params, setParams, t]);
}

/**
 * Discord and X on the profile's sign-in methods: the linked account with a way to unlink it, or a button that
 * sends the browser to the provider to link one. Providers this server has no credentials for are not shown.
 */
export function SocialAccounts() {
  const { t } = useTranslation();
  const { data } = useSocialAccounts();
  const authorize = useAuthorizeSocial();
  const unlink = useUnlinkSocial();
  useLinkResultToast();

  const startLink = (provider: SocialProvider) =>
    authorize.mutate(provider, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <>
      {data?.providers
        .filter(({ configured, account }) => configured || account)
        .map(({ provider, account }) => (
          <MethodRow key={provider} label={t(NAME_KEYS[provider])} testId={`social-row-${provider}`}>
            {account ? (
              <>
                <Badge color="teal" variant="light">
                  {t('account:linked')}
                </Badge>
                <Text data-testid={`social-${provider}`}>{account.name}</Text>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={unlink.isPending && unlink.variables === provider}
                  onClick={() =>
                    unlink.mutate(provider, { onSuccess: ({ message }) => toast.success(message) })
                  }
                >
                  {t('social:unlink')}
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="light"
                loading={authorize.isPending && authorize.variables === provider}
                onClick={() => startLink(provider)}
              >
                {t('social:link')}
              </Button>
            )}
          </MethodRow>
        ))}
    </>
  );
}
