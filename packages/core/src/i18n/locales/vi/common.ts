import type { Translations } from '../../resources-en';

export const common: Translations['common'] = {
  brand: 'W2E Hub',
  slogan: 'Chơi, làm nhiệm vụ và kiếm thưởng trong Web3',
  profile: 'Hồ sơ',
  loading: 'Đang tải…',
  dismissToast: 'Đóng thông báo này',
  language: 'Ngôn ngữ',
  english: 'English',
  vietnamese: 'Tiếng Việt',
  backHome: 'Về trang chủ',
  notFoundTitle: 'Có gì đó bị thiếu ở đây',
  notFoundText: 'Không tìm thấy trang',
  notFoundHint: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  save: 'Lưu',
  cancel: 'Hủy',
  previous: 'Trước',
  next: 'Tiếp',
  empty: 'Chưa có gì ở đây',
};
