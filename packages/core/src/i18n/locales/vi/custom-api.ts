import type { Translations } from '../../resources-en';

/** Nhiệm vụ API tùy chỉnh của gói Enterprise: máy chủ của nhà tổ chức quyết định. */
export const customApi: Translations['customApi'] = {
  endpointLabel: 'URL điểm cuối',
  endpointHint:
    'Địa chỉ https của máy chủ bạn. Chúng tôi gửi POST mỗi lần kiểm tra, có chữ ký, và chờ tối đa 10 giây.',
  endpointInvalid: 'Nhập URL https đầy đủ, ví dụ https://example.com/w2e/check',
  endpointNotHttps: 'Điểm cuối phải bắt đầu bằng https://',
  endpointInside: 'URL này trỏ tới địa chỉ riêng hoặc nội bộ, máy chủ này không thể gọi tới',
  endpointUnresolved: 'Không tìm thấy máy chủ của URL này',
  identitiesLabel: 'Gửi thông tin nào của người chơi',
  identitiesHint: 'Email chỉ được gửi khi người chơi đồng ý chia sẻ với bạn lúc gửi nhiệm vụ.',
  identityWallet: 'Địa chỉ ví',
  identityTelegram: 'ID Telegram',
  identityUsername: 'Tên người dùng',
  identityEmail: 'Email',
  secretTitle: 'Khóa ký',
  secretOnce:
    'Hãy sao chép ngay: khóa chỉ hiện một lần. Điểm cuối của bạn dùng nó để kiểm tra tiêu đề W2E-Signature.',
  shareEmail: 'Chia sẻ email của tôi với nhà tổ chức sự kiện cho lần kiểm tra này',
  refused: 'Máy chủ của nhà tổ chức cho biết nhiệm vụ này chưa hoàn thành',
  refusedWithReason: 'Máy chủ của nhà tổ chức cho biết: {{reason}}',
  unavailable: 'Không thể kiểm tra nhiệm vụ này, hãy thử lại sau',
};
