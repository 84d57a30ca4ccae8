export const errors = {
  requestFailed: 'error when send request',
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue',
  invalidSession: 'Your session has expired. Please sign in again.',
  invalidCredentials: 'Incorrect username or password',
  tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
  tooManySignInAttempts:
    'Too many attempts. Please try again in {{minutes}} minutes, or reset your password by email.',
  accountSignInLocked:
    'Too many failed sign-ins to this account from new places. Sign in from a device you have used before, with your wallet, Google or Telegram, or reset your password by email.',
  serverBusy: 'The server is busy right now. Please try again in a few seconds.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  usernameTaken: 'This username is already taken',
  emailTaken: 'This email is already registered. Forgot your password?',
  referralNotFound: 'Referral code not found',
  referralSelf: 'You cannot use your own referral code',
  referralAlreadySet: 'Your account already has a referrer',
  referralCycle: "You can't use this code: its owner joined with your referral",
  badRequest: 'The request is not valid',
  payloadTooLarge: 'The request is too large',
  unsupportedMediaType: 'This content type is not supported',
} as const;
