import type { Translations } from '../../resources-en';

/** Tài khoản liên kết bên ngoài (Discord, X, YouTube) và các kiểm tra dựa trên chúng. */
export const social: Translations['social'] = {
  providerDiscord: 'Discord',
  providerX: 'X',
  providerYoutube: 'YouTube',
  link: 'Liên kết',
  unlink: 'Hủy liên kết',
  notConfigured: 'Máy chủ này chưa cấu hình liên kết {{provider}}',
  notLinked: 'Chưa liên kết tài khoản {{provider}} nào',
  unlinked: 'Đã hủy liên kết tài khoản {{provider}}',
  result_linked: 'Đã liên kết tài khoản {{provider}}',
  result_state:
    'Yêu cầu liên kết {{provider}} này không khớp, đã hết hạn hoặc đã được dùng: hãy bắt đầu liên kết lại',
  result_code: '{{provider}} không chấp nhận lần đăng nhập này: hãy bắt đầu liên kết lại',
  result_taken: 'Tài khoản {{provider}} này đã được liên kết với người dùng khác',
  result_denied: 'Đã hủy liên kết {{provider}}',
  result_unavailable: 'Chưa kết nối được với {{provider}} lúc này, hãy thử lại sau giây lát',
  result_no_account:
    'Tài khoản Google này chưa có kênh YouTube: hãy tạo kênh trên YouTube (hoặc chọn tài khoản khác) rồi liên kết lại',
  result_not_configured: 'Máy chủ này chưa cấu hình liên kết {{provider}}',
  discordRequired: 'Hãy liên kết tài khoản Discord trước (Hồ sơ, Phương thức đăng nhập)',
  discordRelink: 'Liên kết Discord của bạn đã hết hạn: hãy liên kết lại tài khoản Discord',
  discordNotMember: 'Bạn chưa là thành viên của máy chủ Discord {{server}}',
  discordInviteInvalid: 'Lời mời Discord của nhiệm vụ không còn hiệu lực: hãy báo chủ sự kiện gia hạn',
  xRequired: 'Hãy liên kết tài khoản X trước (Hồ sơ, Phương thức đăng nhập)',
  xRelink: 'Liên kết X của bạn đã hết hạn: hãy liên kết lại tài khoản X',
  xNotFollowing: 'Bạn chưa theo dõi @{{username}} trên X',
  xNotLiked: 'Bạn chưa thích bài đăng này trên X',
  xNotRetweeted: 'Bạn chưa đăng lại bài đăng này trên X',
  xNoPost: 'Không tìm thấy bài đăng nào từ tài khoản X của bạn kể từ khi sự kiện bắt đầu',
  youtubeRequired: 'Hãy liên kết tài khoản YouTube trước (Hồ sơ, Phương thức đăng nhập)',
  youtubeRelink: 'Liên kết YouTube của bạn đã hết hạn: hãy liên kết lại tài khoản YouTube',
  youtubeNotSubscribed: 'Bạn chưa đăng ký kênh YouTube này',
  youtubeChannelUnknown:
    'YouTube không tìm thấy kênh theo đường dẫn của nhiệm vụ: hãy báo chủ sự kiện sửa lại',
  xNoReply: 'Không tìm thấy trả lời nào từ tài khoản X của bạn cho bài đăng này kể từ khi sự kiện bắt đầu',
};
