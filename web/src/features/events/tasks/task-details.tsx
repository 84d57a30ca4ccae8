import { Anchor, Code, Stack, Text } from '@mantine/core';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { shortenAddress } from '@w2e/core/format/address';
import { metricLabelKey } from '@w2e/core/format/metric';
import { weiToToken } from '@w2e/core/format/units';
import { EVENT_QUERY_PARAM, ROUTES } from '@w2e/core/routes';
import { networkName, TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import { count, list, text } from '@w2e/core/tasks/settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The link a social task sends the player to, from its settings. */
export function taskLink(task: PlayerTask): string | null {
  const s = task.settings;
  switch (task.type) {
    case 'discord_join':
      return text(s, 'invite_url');
    case 'telegram_join':
      return text(s, 'link');
    case 'youtube_subscribe':
      return text(s, 'channel_url');
    case 'facebook_like_page':
      return text(s, 'page_url');
    case 'twitter_follow': {
      const username = text(s, 'username');
      return username ? `https://x.com/${encodeURIComponent(username)}` : null;
    }
    case 'twitter_retweet':
    case 'twitter_reply':
    case 'twitter_like':
      return text(s, 'tweet_url');
    default:
      return null;
  }
}

/** The event's registration link: a sign-up through it counts for the register task. */
export function registrationLink(eventSlug: string): string {
  // On the server (a page rendered there) the link is relative until the browser takes over.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${ROUTES.register}?${EVENT_QUERY_PARAM}=${encodeURIComponent(eventSlug)}`;
}

function safeWei(value: string | null): string | null {
  if (!value) return null;
  try {
    return weiToToken(value);
  } catch {
    return value;
  }
}

/** What the player has to do, by type: the link to follow, the tweet's rules, the goal, the holding. */
export function TaskDetails({ task, eventSlug }: { task: PlayerTask; eventSlug: string }) {
  const { t } = useTranslation();
  const metricText = (metric: string) => {
    const key = metricLabelKey(metric);
    return key ? t(key) : metric;
  };
  const s = task.settings;
  const link = taskLink(task);
  const network = (key: string | null) => (key ? networkName(key) : '');
  const lines: ReactNode[] = [];

  if (link)
    lines.push(
      <Anchor key="link" href={link} target="_blank" rel="noopener noreferrer" size="sm">
        {t('eventPlay:openLink')}: {link}
      </Anchor>,
    );
  if (task.type === 'twitter_tweet' || task.type === 'twitter_reply') {
    const tweetText = text(s, 'tweet_text');
    const hashtags = list(s, 'hashtags').filter((tag): tag is string => typeof tag === 'string');
    const mentions = count(s, 'min_mention');
    if (tweetText)
      lines.push(
        <Text key="text" size="sm">
          {t('eventPlay:tweetText', { text: tweetText })}
        </Text>,
      );
    if (hashtags.length > 0)
      lines.push(
        <Text key="tags" size="sm">
          {t('eventPlay:hashtags', { tags: hashtags.map((tag) => `#${tag}`).join(' ') })}
        </Text>,
      );
    if (mentions)
      lines.push(
        <Text key="mentions" size="sm">
          {t('eventPlay:mentions', { count: mentions })}
        </Text>,
      );
  }
  if (task.type === 'in_game') {
    lines.push(
      <Text key="goal" size="sm" data-testid="in-game-goal">
        {t('eventPlay:inGameGoal', {
          target: text(s, 'target') ?? '',
          metric: metricText(text(s, 'metric') ?? ''),
        })}
      </Text>,
    );
  }
  if (task.type === 'mini_game') {
    lines.push(
      <Text key="game" size="sm">
        {t('eventPlay:miniGameGoal', { points: text(s, 'min_points') ?? '' })}
      </Text>,
    );
  }
  if (task.type === 'hold_token') {
    // A jetton's decimals are its own and not in the task: its threshold is shown in smallest units.
    const ton = text(s, 'network') === TON_NETWORK_KEY;
    lines.push(
      <Text key="hold" size="sm">
        {t(ton ? 'eventPlay:holdJetton' : 'eventPlay:holdToken', {
          amount: (ton ? text(s, 'amount_threshold') : safeWei(text(s, 'amount_threshold'))) ?? '',
          token: text(s, 'token_label') ?? '',
          network: network(text(s, 'network')),
        })}
      </Text>,
    );
  }
  if (task.type === 'hold_nft') {
    const address = text(s, 'nft_address');
    lines.push(
      <Text key="hold" size="sm">
        {t('eventPlay:holdNft', {
          amount: text(s, 'required_amount') ?? '',
          address: address ? shortenAddress(address) : '',
          network: network(text(s, 'network')),
        })}
      </Text>,
    );
  }
  if (task.type === 'transaction') {
    const contract = text(s, 'contract_address');
    const signature = text(s, 'event_signature');
    lines.push(
      <Text key="tx" size="sm">
        {t(text(s, 'match') === 'event' ? 'verification:txGoalEvent' : 'verification:txGoalSent', {
          contract: contract ? shortenAddress(contract) : '',
          network: network(text(s, 'network')),
          event: signature ?? '',
        })}
      </Text>,
    );
  }
  if (task.check === 'self_declared') {
    lines.push(
      <Text key="declared" size="xs" c="dimmed">
        {t('verification:selfDeclaredHint')}
      </Text>,
    );
  }
  if (task.type === 'register') {
    lines.push(
      <Stack key="register" gap={2}>
        <Text size="sm" fw={500}>
          {t('eventPlay:registerLink')}
        </Text>
        <Code block data-testid="register-link" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {registrationLink(eventSlug)}
        </Code>
        <Text size="xs" c="dimmed">
          {t('eventPlay:registerHint')}
        </Text>
      </Stack>,
    );
  }
  if (lines.length === 0) return null;
  return <Stack gap={4}>{lines}</Stack>;
}
