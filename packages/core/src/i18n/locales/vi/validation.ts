import type { Translations } from '../../resources-en';

export const validation: Translations['validation'] = {
  required: 'Trường này là bắt buộc',
  greaterThan: 'Giá trị phải lớn hơn {{min}}',
  minLength: 'Trường này phải có ít nhất {{minLength}} ký tự',
  maxLength: 'Trường này chỉ được tối đa {{maxLength}} ký tự',
  type: 'Trường này phải là {{type}}',
  url: 'Trường này phải là một URL',
  email: 'Trường này phải là một email',
  format: '{{type}} không đúng định dạng',
  passwordsMatch: 'Mật khẩu phải trùng khớp',
  password:
    'Mật khẩu phải có ít nhất 8 ký tự, gồm một chữ hoa, một chữ thường, một chữ số và một ký tự đặc biệt',
  username: 'Tên đăng nhập chỉ được chứa chữ cái, chữ số và dấu gạch dưới',
  referralCode: 'Mã giới thiệu chỉ được chứa chữ cái và chữ số',
  maximum: 'Tối đa {{maxNumber}}',
};
