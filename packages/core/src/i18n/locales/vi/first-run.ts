import type { Translations } from '../../resources-en';

export const firstRun: Translations['firstRun'] = {
  title: 'Chào mừng bạn đến với W2E Hub',
  intro: 'Tài khoản của bạn đã được tạo. Ba bước ngắn để bắt đầu kiếm thưởng:',
  stepsDone_other: 'Đã xong {{count}}/3 bước',
  verifyEmail: 'Xác minh email',
  verifyEmailText: 'Mở đường dẫn chúng tôi đã gửi tới {{email}}.',
  verifyEmailNone: 'Thêm email trong hồ sơ để nhận thư về giải thưởng của bạn.',
  resend: 'Gửi lại đường dẫn',
  linkAccount: 'Liên kết Telegram hoặc ví',
  linkAccountText: 'Đăng nhập từ Telegram hoặc ví của bạn, và chơi ngay trong Telegram với cùng tài khoản.',
  linkAccountAction: 'Liên kết trong hồ sơ',
  firstQuest: 'Làm nhiệm vụ đầu tiên',
  firstQuestText: 'Chọn một sự kiện đang diễn ra và hoàn thành một nhiệm vụ của nó.',
  firstQuestAction: 'Tìm nhiệm vụ',
  done: 'Đã xong',
  toDo: 'Cần làm',
  dismiss: 'Để sau',
  allDone: 'Hoàn tất: bạn đã xong mọi bước.',
  goHome: 'Về trang chủ',
};
