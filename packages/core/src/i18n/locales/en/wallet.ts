/** Wallet connection and sign-in. Spec section 8 fixes the wording of notInstalled and requestPending. */
export const wallet = {
  notInstalled: 'Metamask not installed',
  requestPending: 'Please check your metamask wallet login status before logging into the system',
  userRejected: 'You rejected the request in your wallet',
  unknownError: 'Your wallet could not complete the request. Please try again.',
  connectRequired: 'Please connect wallet',
  chainIdInvalid: 'Wallet chain id must be a positive integer up to {{max}}',
  signInInvalid: 'The sign-in message is not valid. Please sign in with your wallet again.',
  signInExpired: 'The sign-in request has expired. Please sign in with your wallet again.',
} as const;
