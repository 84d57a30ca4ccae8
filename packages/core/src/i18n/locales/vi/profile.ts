import type { Translations } from '../../resources-en';

export const profile: Translations['profile'] = {
  title: 'Hồ sơ của tôi',
  tabProfile: 'Hồ sơ',
  tabEvents: 'Sự kiện',
  tabClans: 'Bang hội',
  username: 'Tên đăng nhập',
  fullName: 'Họ và tên',
  email: 'Email',
  emailUnverified: 'Chưa xác minh',
  wallet: 'Ví',
  noWallet: 'Chưa liên kết ví',
  noEvents: 'Bạn chưa tham gia sự kiện nào.',
};
