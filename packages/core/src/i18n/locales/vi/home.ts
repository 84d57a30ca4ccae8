import type { Translations } from '../../resources-en';

export const home: Translations['home'] = {
  heroTitle: 'Chơi, làm nhiệm vụ và kiếm thưởng trong Web3',
  heroText:
    'Dự án, chủ game và trưởng bang hội tổ chức sự kiện gồm nhiều nhiệm vụ. Người chơi hoàn thành nhiệm vụ, ghi điểm, nhận thưởng, leo bảng xếp hạng và tham gia bang hội, trên web hoặc ngay trong Telegram.',
  ctaStart: 'Bắt đầu kiếm thưởng',
  ctaSignIn: 'Tôi đã có tài khoản',
  liveTitle: 'Nhiệm vụ đang diễn ra',
  allEvents: 'Xem tất cả sự kiện',
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
  audienceTitle: 'Dành cho ba nhóm người dùng',
  forProjects: 'Dự án và chủ trò chơi',
  forProjectsText:
    'Tổ chức sự kiện gồm nhiều nhiệm vụ, thu hút người chơi từ trò chơi khác, xem thống kê trò chơi và giữ cộng đồng Telegram của bạn là người thật.',
  forPlayers: 'Người chơi',
  forPlayersText:
    'Làm nhiệm vụ, nhận điểm và phần thưởng, liên kết tài khoản game, quay vòng quay may mắn và leo bảng xếp hạng.',
  forClans: 'Clan',
  forClansText: 'Tập hợp guild của bạn, tổ chức sự kiện clan và cùng nhau tranh giải.',
  browseGames: 'Khám phá trò chơi',
  readInsights: 'Đọc Insights',
  seePricing: 'Xem bảng giá',
  pricingTitle: 'Gói dịch vụ cho mọi dự án',
  pricingText:
    'Từ {{price}} mỗi tháng cho nhiệm vụ Web3 và mạng xã hội đến gói Enterprise có tích hợp API. Mọi gói đều kèm nền tảng nội dung.',
  pricesLine:
    'Basic {{basic}}/tháng · Standard {{standard}}/tháng · Premium {{premium}}/tháng · Enterprise: liên hệ bán hàng',
};
