import type { ClanRole, ClanType } from '@w2e/core/contracts/clans';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';

export const ROLE_LABELS: Record<ClanRole, TranslationKey> = {
  owner: 'clans:roleOwner',
  admin: 'clans:roleAdmin',
  member: 'clans:roleMember',
};

export const TYPE_LABELS: Record<ClanType, TranslationKey> = {
  public: 'clans:typePublic',
  private: 'clans:typePrivate',
};

/** A player as the clan screens show them: the name, else the username. */
export const displayName = (user: { username: string | null; name: string | null }) =>
  user.name || user.username || '—';
