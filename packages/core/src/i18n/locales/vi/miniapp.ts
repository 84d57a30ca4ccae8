import type { Translations } from '../../resources-en';

export const miniapp: Translations['miniapp'] = {
  welcome: 'Chào mừng, {{name}}!',
  welcomeGuest: 'Chào mừng!',
  intro: 'Hoàn thành nhiệm vụ, ghi điểm và leo bảng xếp hạng ngay trong Telegram.',
  openPortal: 'Mở cổng web',
  notInTelegram: 'Hãy mở ứng dụng này từ Telegram',
  notInTelegramHint: 'Mini App này chạy bên trong Telegram. Hãy mở nó từ bot của chúng tôi để tiếp tục.',
};
