import type { Translations } from '../../resources-en';

export const format: Translations['format'] = {
  readingTime: '{{minutes}} phút đọc',
  invalidAmount: 'Vui lòng nhập một số có tối đa {{decimals}} chữ số thập phân',
};
