import type { SocialNetwork } from '@w2e/core/validation/social';

/** The networks' own names (brands, the same in every language). */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  discord: 'Discord',
  telegram: 'Telegram',
};
