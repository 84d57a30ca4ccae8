import type { Translations } from '../../resources-en';

export const admin: Translations['admin'] = {
  operatorOnly: 'Chỉ quản trị viên nền tảng mới có thể làm việc này',
  title: 'Quản trị',
  description:
    'Khu vực của quản trị viên nền tảng: yêu cầu sở hữu trò chơi, bài viết, dự án và tin nhắn liên hệ.',
  notAllowed:
    'Khu vực này dành cho quản trị viên nền tảng. Hãy đăng nhập bằng tài khoản quản trị để sử dụng.',
  gameClaims: 'Yêu cầu sở hữu trò chơi',
  gameClaimsHint: 'Duyệt hoặc từ chối quyền sở hữu trò chơi',
  articles: 'Bài viết',
  articlesHint: 'Kiểm duyệt bài viết Insights và Academy',
  projects: 'Dự án và clan',
  projectsHint: 'Đặt gói giá cho dự án hoặc clan',
  messages: 'Tin nhắn liên hệ',
  messagesHint: 'Đọc những gì khách gửi qua biểu mẫu liên hệ',
  claimsTitle: 'Yêu cầu sở hữu trò chơi',
  claimsDescription: 'Xem ai yêu cầu sở hữu trò chơi và duyệt hoặc từ chối từng yêu cầu.',
  status: 'Trạng thái',
  pending: 'Đang chờ',
  approved: 'Đã duyệt',
  rejected: 'Đã từ chối',
  approve: 'Duyệt',
  reject: 'Từ chối',
  noClaims: 'Không có yêu cầu nào.',
  game: 'Trò chơi',
  claimant: 'Người yêu cầu',
  proof: 'Bằng chứng',
  submittedAt: 'Đã gửi',
  back: 'Quản trị',
};
