import type { Translations } from '../../resources-en';

/** Kiểm duyệt: thông báo của bot và phần cài đặt, nhật ký kiểm duyệt trên bảng điều khiển. */
export const moderation: Translations['moderation'] = {
  holdNotice:
    '{{name}}, thành viên mới chưa được gửi {{kind}} ở đây cho đến {{until}} UTC, nên tin nhắn của bạn đã bị xoá. Hãy viết lại không kèm nội dung đó, hoặc nhờ quản trị viên duyệt bạn.',
  kindLink: 'liên kết',
  kindForward: 'tin chuyển tiếp',
  kindMedia: 'ảnh, video hay tệp',
  kindMention: 'nhắc đến nhóm hay kênh khác',
  floodNotice: '{{name}} bị tắt tiếng {{minutes}} phút: gửi quá nhiều tin nhắn cùng lúc.',
  stopWordNotice: '{{name}}, tin nhắn của bạn đã bị xoá: nó chứa một từ nhóm này không cho phép.',
  approved: '{{name}} đã được duyệt: các quy tắc cho thành viên mới không còn áp dụng với họ ở đây.',
  approveUsage: 'Hãy trả lời một tin nhắn của thành viên bạn muốn duyệt bằng /approve.',
  stopWordTooBroad: 'Những từ cấm này sẽ khớp với gần như mọi tin nhắn: {{patterns}}',
  notFound: 'Hành động đó không có trong nhật ký kiểm duyệt của nhóm này.',
  notUndoable: 'Hành động đó không thể hoàn tác, hoặc đã được hoàn tác rồi.',
};
