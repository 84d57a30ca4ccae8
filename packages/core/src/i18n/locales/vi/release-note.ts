import type { Translations } from '../../resources-en';

export const releaseNote: Translations['releaseNote'] = {
  title: 'Có gì mới trong {{version}}',
  items:
    'Khung cổng mới với menu vuốt trên điện thoại|Góc nhìn và Học viện: bài viết, chuyên mục và tìm kiếm|Trang trò chơi với biểu đồ người chơi và thu nhập|Các gói giá mở khóa loại nhiệm vụ|Tải trang đầu nhanh hơn: mã ví và trình soạn thảo chỉ tải khi cần',
};
