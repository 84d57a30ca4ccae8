import type { Translations } from '../../resources-en';

export const shell: Translations['shell'] = {
  skipToContent: 'Chuyển đến nội dung chính',
  defaultDescription:
    'Chơi, làm việc và kiếm tiền trong Web3: sự kiện, nhiệm vụ, bang hội, bảng xếp hạng và vòng quay may mắn, trên web và trong Telegram.',
  closeMenu: 'Đóng menu điều hướng',
  drawerTitle: 'Menu',
  bannerLabel: 'Thông báo',
  bannerText: 'Mới trong 3.2.3: Góc nhìn, Học viện và thống kê trò chơi ở cùng một nơi.',
  bannerLink: 'Xem thay đổi',
  dismissBanner: 'Ẩn thông báo',
  version: 'Phiên bản {{version}}',
  close: 'Đóng',
  footerProduct: 'Sản phẩm',
  footerCompany: 'Công ty',
  footerLegal: 'Pháp lý',
  team: 'Đội ngũ',
  faq: 'Câu hỏi thường gặp',
  pricing: 'Bảng giá',
  partnership: 'Hợp tác',
  helpChat: 'Trò chuyện hỗ trợ',
  terms: 'Điều khoản và điều kiện',
  privacy: 'Chính sách bảo mật',
  rights: '© {{year}} {{brand}}. Bảo lưu mọi quyền.',
  loadingPage: 'Đang tải trang…',
  opensInNewTab: '(mở trong thẻ mới)',
};
