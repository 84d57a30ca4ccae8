import type { Translations } from '../../resources-en';

export const bot: Translations['bot'] = {
  start:
    'Xin chào {{name}}! Tôi giúp cộng đồng Telegram luôn là người thật: captcha cho thành viên mới, báo cáo thành viên không hoạt động, thống kê đóng góp, theo dõi vào/rời nhóm và giới thiệu.\n\nHãy thêm tôi vào nhóm với quyền quản trị để bắt đầu. /help liệt kê những gì tôi có thể làm.',
  help: 'Các lệnh:\n/start - giới thiệu\n/help - danh sách này',
  error: 'Đã có lỗi xảy ra. Vui lòng thử lại sau giây lát.',
};
