import type { Translations } from '../../resources-en';

export const errors: Translations['errors'] = {
  requestFailed: 'Lỗi khi gửi yêu cầu',
  internal: 'Đã có lỗi xảy ra phía chúng tôi. Vui lòng thử lại.',
  notFound: 'Không tìm thấy',
  unauthorized: 'Vui lòng đăng nhập để tiếp tục',
  invalidSession: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  invalidCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  tooManyAttempts: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {{minutes}} phút.',
  tooManySignInAttempts:
    'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {{minutes}} phút, hoặc đặt lại mật khẩu qua email.',
  stepUpRequired: 'Vui lòng xác nhận bạn là người để hoàn tất đăng nhập.',
  stepUpFailed: 'Bước kiểm tra người dùng không thành công. Vui lòng thử lại.',
  serverBusy: 'Máy chủ đang bận. Vui lòng thử lại sau vài giây.',
  tooManyRequests: 'Quá nhiều yêu cầu. Vui lòng chậm lại và thử lại sau ít phút.',
  usernameTaken: 'Tên đăng nhập này đã được sử dụng',
  emailTaken: 'Email này đã được đăng ký. Bạn quên mật khẩu?',
  referralNotFound: 'Không tìm thấy mã giới thiệu',
  referralSelf: 'Bạn không thể dùng mã giới thiệu của chính mình',
  referralAlreadySet: 'Tài khoản của bạn đã có người giới thiệu',
  referralCycle: 'Bạn không thể dùng mã này: chủ của mã đã tham gia bằng giới thiệu của bạn',
  badRequest: 'Yêu cầu không hợp lệ',
  payloadTooLarge: 'Yêu cầu quá lớn',
  unsupportedMediaType: 'Kiểu nội dung này không được hỗ trợ',
  botStarting: 'Bot đang khởi động. Vui lòng thử lại sau giây lát.',
};
