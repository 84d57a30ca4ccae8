/** The custom API task of the Enterprise plan: the host's server decides (docs/verification.md). */
export const customApi = {
  // Editor
  endpointLabel: 'Endpoint URL',
  endpointHint: 'Your server’s https address. We POST each check to it, signed, and wait up to 10 seconds.',
  endpointInvalid: 'Enter a full https URL, such as https://example.com/w2e/check',
  endpointNotHttps: 'The endpoint must start with https://',
  endpointInside: 'This URL points to a private or internal address, which this server cannot call',
  endpointUnresolved: 'This URL’s host could not be found',
  identitiesLabel: 'What to send of the player',
  identitiesHint: 'Email is sent only when the player agrees to share it with you on submitting.',
  identityWallet: 'Wallet address',
  identityTelegram: 'Telegram ID',
  identityUsername: 'Username',
  identityEmail: 'Email',
  secretTitle: 'Signing secret',
  secretOnce: 'Copy it now: it is shown only once. Your endpoint checks the W2E-Signature header with it.',
  // Player
  shareEmail: 'Share my email with the event’s host for this check',
  // Server answers
  refused: 'The host’s server says this task is not completed yet',
  refusedWithReason: 'The host’s server says: {{reason}}',
  unavailable: 'This task could not be checked, try again later',
};
