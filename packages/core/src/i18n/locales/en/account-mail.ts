/** The mails of accounts, in the user's language. Plain text: every client shows it, and links stay visible. */
export const accountMail = {
  greeting: 'Hello {{name}},',
  signature: 'The {{brand}} team',
  ignore: 'If you did not ask for this, you can ignore this mail.',
  expires: 'The link works once and expires in {{hours}} hours.',
  verifySubject: 'Verify your email for {{brand}}',
  verifyText: 'Please confirm that this is your email address by opening this link:',
  resetSubject: 'Reset your {{brand}} password',
  resetText: 'Someone asked to reset the password of your account. To choose a new password, open this link:',
  changeOldSubject: 'Confirm your email change on {{brand}}',
  changeOldText:
    'You asked to change the email of your account to {{email}}. To confirm that this request comes from you, open this link:',
  changeNewSubject: 'Verify your new email for {{brand}}',
  changeNewText: 'To finish changing the email of your account to this address, open this link:',
  inUseSubject: 'Your email on {{brand}}',
  inUseText:
    'Someone tried to use this address for another account on {{brand}}. It already belongs to an account, so nothing changed. If this was you, sign in to that account instead.',
  gameSubject: 'Verify your email for {{game}} on {{brand}}',
  gameText:
    'You linked your {{game}} account to {{brand}} with this address. To confirm it and see your game statistics, open this link:',
} as const;
