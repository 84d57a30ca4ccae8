import type { Translations } from '../../resources-en';

export const home: Translations['home'] = {
  heroTitle: 'Chơi, làm nhiệm vụ và kiếm thưởng trong Web3',
  heroText:
    'Dự án, chủ game và trưởng bang hội tổ chức sự kiện gồm nhiều nhiệm vụ. Người chơi hoàn thành nhiệm vụ, ghi điểm, nhận thưởng, leo bảng xếp hạng và tham gia bang hội, trên web hoặc ngay trong Telegram.',
  ctaStart: 'Bắt đầu kiếm thưởng',
  ctaSignIn: 'Tôi đã có tài khoản',
  offerTitle: 'Mọi thứ một cộng đồng Web3 cần',
  offerEvents: 'Công cụ sự kiện và nhiệm vụ',
  offerEventsText:
    'Nhiệm vụ mạng xã hội, câu đố, biểu mẫu, trong game, săn lỗi, giữ token và giữ NFT, kèm điểm và phần thưởng.',
  offerStats: 'Thống kê game',
  offerStatsText: 'Thu nhập và hoạt động của từng tài khoản game đã liên kết, theo từng ngày.',
  offerAttraction: 'Thu hút người chơi và tiếp thị chéo',
  offerAttractionText: 'Tiếp cận người chơi của các game và dự án khác qua các chiến dịch chung.',
  offerMonitoring: 'Giám sát cộng đồng',
  offerMonitoringText: 'Bot Telegram chặn tài khoản ảo, tìm thành viên không hoạt động và đếm đóng góp.',
  offerInsights: 'Góc nhìn',
  offerInsightsText: 'Nền tảng nội dung nơi các dự án đăng tin tức và phân tích.',
  offerAcademy: 'Học viện',
  offerAcademyText: 'Nơi học tập cho người mới bắt đầu với game Web3.',
  offerWheel: 'Vòng quay may mắn',
  offerWheelText: 'Trò chơi nhỏ đổi điểm của bạn thành lượt quay và giải thưởng.',
};
