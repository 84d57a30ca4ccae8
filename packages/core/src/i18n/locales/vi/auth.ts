import type { Translations } from '../../resources-en';

export const auth: Translations['auth'] = {
  loginTitle: 'Đăng nhập tài khoản',
  loginSubtitle: 'Chào mừng trở lại. Tiếp tục hành trình của bạn.',
  registerTitle: 'Tạo tài khoản',
  registerSubtitle: 'Tham gia sự kiện, ghi điểm và leo bảng xếp hạng.',
  username: 'Tên đăng nhập',
  usernamePlaceholder: 'ten_cua_ban',
  password: 'Mật khẩu',
  confirmPassword: 'Xác nhận mật khẩu',
  email: 'Email',
  fullName: 'Họ và tên',
  referralCode: 'Mã giới thiệu (không bắt buộc)',
  checkingHuman: 'Đang kiểm tra bạn là người…',
  submitLogin: 'Đăng nhập',
  submitRegister: 'Tạo tài khoản',
  noAccount: 'Chưa có tài khoản?',
  haveAccount: 'Đã có tài khoản?',
  signedIn: 'Đăng nhập thành công',
  registered: 'Tài khoản của bạn đã được tạo',
  signedOut: 'Bạn đã đăng xuất',
  referralApplied: 'Đã áp dụng mã giới thiệu',
};
