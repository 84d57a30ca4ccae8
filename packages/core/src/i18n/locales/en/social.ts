/** Linked outside accounts (Discord, X) and the checks that read them (issue 11). */
export const social = {
  providerDiscord: 'Discord',
  providerX: 'X',
  link: 'Link',
  unlink: 'Unlink',
  notConfigured: '{{provider}} linking is not configured on this server',
  notLinked: 'No {{provider}} account is linked',
  unlinked: '{{provider}} account unlinked',
  result_linked: '{{provider}} account linked',
  result_state:
    'This {{provider}} link request does not match, has expired or was already used: start linking again',
  result_code: '{{provider}} did not accept this sign-in: start linking again',
  result_taken: 'This {{provider}} account is already linked to another user',
  result_denied: 'Linking {{provider}} was cancelled',
  result_unavailable: 'Could not reach {{provider}} now, try again in a moment',
  result_not_configured: '{{provider}} linking is not configured on this server',
  discordRequired: 'Link your Discord account first (Profile, Sign-in methods)',
  discordRelink: 'Your Discord link has expired: link your Discord account again',
  discordNotMember: 'Not a member of the Discord server {{server}} yet',
  discordInviteInvalid: 'The task’s Discord invite is no longer valid: ask the host to renew it',
} as const;
