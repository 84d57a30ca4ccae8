import type { Translations } from '../../resources-en';

export const wallet: Translations['wallet'] = {
  notInstalled: 'Chưa cài đặt Metamask',
  requestPending: 'Vui lòng kiểm tra trạng thái đăng nhập ví Metamask trước khi đăng nhập vào hệ thống',
  userRejected: 'Bạn đã từ chối yêu cầu trong ví',
  unknownError: 'Ví của bạn không thể hoàn tất yêu cầu. Vui lòng thử lại.',
  connectRequired: 'Vui lòng kết nối ví',
  chainIdInvalid: 'Chain ID của ví phải là số nguyên dương không vượt quá {{max}}',
  signInInvalid: 'Thông điệp đăng nhập không hợp lệ. Vui lòng đăng nhập lại bằng ví.',
  signInExpired: 'Yêu cầu đăng nhập đã hết hạn. Vui lòng đăng nhập lại bằng ví.',
};
