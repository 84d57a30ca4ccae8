import type { TFunction } from 'i18next';

const EXCLUSION_KEYS = {
  risk_high: 'trust:exclusion_risk_high',
  host_excluded: 'trust:exclusion_host_excluded',
  risk_medium: 'trust:exclusion_risk_medium',
  min_account_age: 'trust:exclusion_min_account_age',
  verified_email: 'trust:exclusion_verified_email',
  linked_telegram: 'trust:exclusion_linked_telegram',
  passed_captcha: 'trust:exclusion_passed_captcha',
  min_wallet_age: 'trust:exclusion_min_wallet_age',
  min_wallet_tx_count: 'trust:exclusion_min_wallet_tx_count',
} as const;

/** A reason code of an exclusion in words; an unknown code (a newer server) as it is. */
export function exclusionLabel(t: TFunction, code: string): string {
  const key = EXCLUSION_KEYS[code as keyof typeof EXCLUSION_KEYS];
  return key ? t(key) : code;
}
