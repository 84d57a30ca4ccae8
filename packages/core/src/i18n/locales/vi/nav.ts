import type { Translations } from '../../resources-en';

export const nav: Translations['nav'] = {
  home: 'Trang chủ',
  about: 'Giới thiệu',
  services: 'Dịch vụ',
  games: 'Trò chơi',
  events: 'Sự kiện',
  clans: 'Bang hội',
  insights: 'Góc nhìn',
  signIn: 'Đăng nhập',
  signUp: 'Đăng ký',
  myProfile: 'Hồ sơ của tôi',
  myEvents: 'Sự kiện của tôi',
  myClans: 'Bang hội của tôi',
  signOut: 'Đăng xuất',
  help: 'Trợ giúp',
  openMenu: 'Mở menu điều hướng',
  mainNavigation: 'Điều hướng chính',
  userMenu: 'Menu tài khoản',
};
