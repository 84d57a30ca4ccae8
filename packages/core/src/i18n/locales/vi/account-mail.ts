import type { Translations } from '../../resources-en';

export const accountMail: Translations['accountMail'] = {
  greeting: 'Xin chào {{name}},',
  signature: 'Đội ngũ {{brand}}',
  ignore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này.',
  expires: 'Liên kết chỉ dùng được một lần và hết hạn sau {{hours}} giờ.',
  verifySubject: 'Xác minh email của bạn trên {{brand}}',
  verifyText: 'Vui lòng xác nhận đây là địa chỉ email của bạn bằng cách mở liên kết sau:',
  resetSubject: 'Đặt lại mật khẩu {{brand}} của bạn',
  resetText:
    'Có người đã yêu cầu đặt lại mật khẩu tài khoản của bạn. Để chọn mật khẩu mới, hãy mở liên kết sau:',
  changeOldSubject: 'Xác nhận đổi email trên {{brand}}',
  changeOldText:
    'Bạn đã yêu cầu đổi email tài khoản thành {{email}}. Để xác nhận yêu cầu này là của bạn, hãy mở liên kết sau:',
  changeNewSubject: 'Xác minh email mới của bạn trên {{brand}}',
  changeNewText: 'Để hoàn tất việc đổi email tài khoản sang địa chỉ này, hãy mở liên kết sau:',
  inUseSubject: 'Email của bạn trên {{brand}}',
  inUseText:
    'Có người vừa thử dùng địa chỉ này cho một tài khoản khác trên {{brand}}. Địa chỉ này đã thuộc về một tài khoản nên không có gì thay đổi. Nếu đó là bạn, hãy đăng nhập vào tài khoản đó.',
  gameSubject: 'Xác minh email cho {{game}} trên {{brand}}',
  gameText:
    'Bạn đã liên kết tài khoản {{game}} với {{brand}} bằng địa chỉ này. Để xác nhận và xem thống kê trò chơi, hãy mở liên kết sau:',
};
