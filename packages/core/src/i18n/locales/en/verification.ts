/** Task verification (issue 11): self-declared tasks, transaction tasks, host overrides. */
export const verification = {
  checkSelfDeclared: 'Self-declared: not checked',
  checkSelfDeclaredNoScore: 'Self-declared: not checked, gives no score',
  checkDiscord: 'Checked with Discord',
  checkX: 'Checked with X',
  checkYoutube: 'Checked with YouTube',
  selfDeclaredHint:
    'Nothing can check this task from here: it counts when you say you did it, and the host can see that.',
  declareDone: 'I did it',
  selfDeclaredScore: 'Self-declared completions give score',
  selfDeclaredScoreHint:
    'When this task can’t be checked (no API exists, or this server has no credentials for it), players only declare it. Untick to give such completions no score.',
  selfDeclaredRecorded: 'Recorded as self-declared',
  selfDeclaredRecordedNoScore: 'Recorded as self-declared: this task gives no score without a check',
  overrideGranted: 'Task granted to the player by the host',
  overridePlayerNotFound: 'No such player',
  txNone: 'No transaction from your wallet to {{contract}} on {{network}} since the event started',
  txNoEvent: 'No {{event}} event from {{contract}} for your wallet on {{network}} since the event started',
  txEventInvalid:
    'Write the event as its Solidity signature, e.g. Transfer(address indexed from, address indexed to, uint256 value)',
  txEventNoAddress: 'The event needs an indexed address parameter to find the player’s wallet in',
  networkNoRpc: '{{network}} (no RPC address on this server)',
  telegramCheckButton: 'Check our bot in this chat',
  telegramHowToAdd:
    'Open the group or channel, choose Add members / Administrators, search for {{bot}}, and make it an admin (it only needs to see members).',
  transactionMatchLabel: 'What counts',
  transactionMatchSent: 'The wallet sent a transaction to the contract',
  transactionMatchEvent: 'The contract emitted an event naming the wallet',
  transactionEventLabel: 'Event signature',
  txGoalSent: 'Send a transaction to {{contract}} on {{network}} from your linked wallet',
  txGoalEvent: 'Get {{contract}} on {{network}} to emit {{event}} naming your linked wallet',
  contractLabel: 'Contract address',
  tokenHolderBadge: 'Token holder',
  tokenHolderBadgeHint: 'Holds the platform token',
  premiumLabel: 'Token holders',
  premiumEventHint: 'Only platform token holders can take part',
  premiumTaskHint: 'Only platform token holders can do this task',
  premiumEvent: 'This event is for platform token holders',
  premiumTask: 'This task is for platform token holders',
  premiumNoWallet:
    'This is for platform token holders: link the wallet that holds the token in your profile first',
  premiumOff:
    'This is for platform token holders, and this server checks no platform token yet, so it is closed',
  premiumEventSwitch: 'For platform token holders only',
  premiumEventSwitchHint:
    'Only players whose linked wallet holds the platform token can take part (checked at most once an hour).',
  premiumTaskSwitch: 'For platform token holders only',
  premiumTaskSwitchHint: 'Only players whose linked wallet holds the platform token can do this task.',
  premiumSwitchOff: 'This server checks no platform token: premium content stays closed to players.',
} as const;
