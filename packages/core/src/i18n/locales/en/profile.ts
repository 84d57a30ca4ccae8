export const profile = {
  title: 'My Profile',
  tabProfile: 'Profile',
  tabEvents: 'Events',
  tabClans: 'Clans',
  username: 'Username',
  fullName: 'Full name',
  email: 'Email',
  emailUnverified: 'Unverified',
  wallet: 'Wallet',
  noWallet: 'No wallet linked',
  noEvents: 'You have not joined any events yet.',
} as const;
