import type { Translations } from '../../resources-en';

export const contact: Translations['contact'] = {
  title: 'Liên hệ',
  description:
    'Gửi tin nhắn cho đội ngũ của chúng tôi về bán hàng, hợp tác, hỗ trợ hoặc góp ý. Mọi tin nhắn đều được trả lời qua email.',
  intro:
    'Hãy cho chúng tôi biết bạn cần gì, chúng tôi sẽ trả lời qua email, thường trong vòng hai ngày làm việc.',
  otherWays: 'Các cách liên hệ khác',
  chatText: 'Với câu hỏi nhanh, nhóm chat cộng đồng thường trả lời sớm hơn.',
  name: 'Tên của bạn',
  email: 'Email',
  topic: 'Chủ đề',
  subject: 'Tiêu đề',
  message: 'Nội dung',
  messagePlaceholder: 'Chúng tôi có thể giúp gì cho bạn?',
  send: 'Gửi tin nhắn',
  submitted: 'Gửi biểu mẫu thành công',
  topicGeneral: 'Chung',
  topicSales: 'Bán hàng',
  topicPartnership: 'Hợp tác',
  topicSupport: 'Hỗ trợ',
  topicFeedback: 'Góp ý',

  mailSubject: '[{{brand}}] Liên hệ ({{topic}}): {{subject}}',
  mailIntro: 'Một khách truy cập đã gửi tin nhắn qua biểu mẫu liên hệ.',
  mailFrom: 'Người gửi: {{name}} <{{email}}>',
  mailTopic: 'Chủ đề: {{topic}}',
  mailReply: 'Trả lời người này tại {{email}}. Xem tất cả tin nhắn tại {{link}}',

  adminTitle: 'Tin nhắn liên hệ',
  adminDescription:
    'Các tin nhắn gửi qua biểu mẫu liên hệ, mới nhất trước, dành cho người vận hành nền tảng.',
  unreadCount: '{{count}} chưa đọc',
  showUnread: 'Chỉ tin chưa đọc',
  empty: 'Không có tin nhắn.',
  markRead: 'Đánh dấu đã đọc',
  markUnread: 'Đánh dấu chưa đọc',
  markedRead: 'Đã đánh dấu là đã đọc',
  markedUnread: 'Đã đánh dấu là chưa đọc',
  unreadBadge: 'Chưa đọc',
  replyByEmail: 'Trả lời qua email',
  receivedAt: 'Nhận lúc {{date}}',
};
