import type { Translations } from '../../resources-en';

export const uploads: Translations['uploads'] = {
  drop: 'Kéo ảnh vào đây hoặc nhấn để chọn',
  hint: 'PNG, GIF hoặc JPEG, tối đa {{size}}',
  uploading: 'Đang tải lên…',
  remove: 'Xóa ảnh',
  preview: 'Xem trước ảnh đã chọn',
  fileMissing: 'Hãy chọn một tệp để tải lên',
  kindInvalid: 'Hãy cho biết ảnh dùng để làm gì: ảnh bìa, ảnh bài viết hoặc logo',
};
