import type { Translations } from '../../resources-en';

/** Bắt đầu sự kiện từ một chiến dịch mẫu, hoặc từ bản sao sự kiện của chính mình. */
export const eventTemplates: Translations['eventTemplates'] = {
  title: 'Bắt đầu từ mẫu',
  intro: 'Một chiến dịch có sẵn nhiệm vụ, điểm và bảng xếp hạng: bạn chỉnh sửa bản nháp trước khi đăng.',
  host: 'Cho',
  taskCount: 'Số nhiệm vụ: {{count}}',
  needsPlan: 'Một số nhiệm vụ cần gói {{tier}}',
  use: 'Dùng mẫu này',
  created: 'Đã tạo bản nháp từ mẫu',
  duplicate: 'Nhân bản',
  duplicated: 'Đã tạo bản sao: bạn đang chỉnh sửa bản sao',
};
