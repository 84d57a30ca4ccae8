import type { Translations } from '../../resources-en';

export const legal: Translations['legal'] = {
  updatedOn: '1 tháng 11 năm 2026',

  termsIntro:
    'Các điều kiện này áp dụng mỗi khi bạn tham gia sự kiện, làm nhiệm vụ hoặc nhận phần thưởng trên nền tảng. Khi tham gia một sự kiện, bạn đồng ý với các điều kiện này.',
  terms1Title: '1. Điều kiện tham gia',
  terms1Text:
    'Bạn phải đủ tuổi sử dụng dịch vụ tiền mã hóa tại nơi bạn sống và không bị pháp luật nước bạn cấm nhận phần thưởng. Mỗi người chỉ được có một tài khoản.',
  terms2Title: '2. Sự kiện và nhiệm vụ',
  terms2Text:
    'Mỗi sự kiện nêu rõ nhiệm vụ, điểm số, bảng xếp hạng và phần thưởng trước khi bạn bắt đầu. Chủ sự kiện, không phải nền tảng, quyết định những điều này và chịu trách nhiệm trao phần thưởng đã hứa.',
  terms3Title: '3. Xác minh',
  terms3Text:
    'Nhiệm vụ được kiểm tra tự động, chấm theo bài nộp của bạn hoặc được chủ sự kiện duyệt. Nhiệm vụ chỉ được tính khi đã xác minh. Chúng tôi có thể kiểm tra lại sau và gỡ điểm của nhiệm vụ không còn hợp lệ (ví dụ đã bỏ theo dõi).',
  terms4Title: '4. Điểm và xếp hạng',
  terms4Text:
    'Tổng điểm của bạn là tổng điểm trong game, điểm mạng xã hội và điểm khác. Mỗi thứ hạng là duy nhất: khi hai người chơi bằng tổng điểm, ai đạt được trước sẽ xếp trên.',
  terms5Title: '5. Phần thưởng',
  terms5Text:
    'Phần thưởng được trao cho các vị trí mà sự kiện nêu khi kết thúc. Phần thưởng token được gửi tới ví liên kết với tài khoản của bạn; hãy giữ thông tin này chính xác. Phần thưởng không nhận có thể hết hạn sau thời gian sự kiện quy định.',
  terms6Title: '6. Chơi công bằng',
  terms6Text:
    'Không được dùng nhiều tài khoản, bot, script, mua tương tác hoặc khai thác lỗi thay vì báo lỗi. Chúng tôi có thể gỡ điểm, phần thưởng hoặc tài khoản có được bằng cách này.',
  terms7Title: '7. Thay đổi',
  terms7Text:
    'Chúng tôi có thể cập nhật các điều kiện này. Ngày ở đầu trang cho biết phiên bản mới nhất; các sự kiện đang diễn ra giữ nguyên điều kiện lúc bắt đầu.',

  tosIntro:
    'Các điều khoản này điều chỉnh việc bạn sử dụng nền tảng — cổng web, Telegram Mini App và các bot của chúng tôi. Hãy đọc cùng với chính sách quyền riêng tư.',
  tos1Title: '1. Tài khoản của bạn',
  tos1Text:
    'Hãy giữ an toàn các phương thức đăng nhập: bạn chịu trách nhiệm về mọi hoạt động trong tài khoản của mình. Hãy báo ngay cho chúng tôi nếu nghi ngờ có người khác đã sử dụng nó.',
  tos2Title: '2. Sử dụng hợp lệ',
  tos2Text:
    'Không vi phạm pháp luật, gây hại cho người dùng khác, phát tán mã độc hay lừa đảo, hoặc tìm cách vượt qua giới hạn và cơ chế kiểm tra của chúng tôi. Không đăng nội dung mà bạn không có quyền đăng.',
  tos3Title: '3. Gói dịch vụ và thanh toán',
  tos3Text:
    'Các dự án trả phí gói dịch vụ theo tháng. Mỗi gói mở các loại nhiệm vụ và số bài viết như trên trang bảng giá. Giá có thể thay đổi với thông báo trước 30 ngày; gói bạn đã trả tiếp tục đến hết tháng.',
  tos4Title: '4. Nội dung',
  tos4Text:
    'Bạn giữ quyền đối với nội dung mình đăng và cho phép chúng tôi hiển thị nó trên nền tảng. Chúng tôi có thể gỡ nội dung hoặc liên kết vi phạm điều khoản này hoặc chính sách liên kết.',
  tos5Title: '5. Dịch vụ bên thứ ba',
  tos5Text:
    'Ví, blockchain, trò chơi, Telegram, X, Discord và các dịch vụ khác do bên khác vận hành. Chúng tôi không chịu trách nhiệm về tính sẵn sàng, phí hay giá trị token của các dịch vụ đó.',
  tos6Title: '6. Trách nhiệm',
  tos6Text:
    'Nền tảng được cung cấp theo hiện trạng. Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm về thiệt hại gián tiếp hoặc thiệt hại do ví, mạng lưới hay bên thứ ba gây ra.',
  tos7Title: '7. Ngừng sử dụng',
  tos7Text:
    'Bạn có thể ngừng sử dụng nền tảng bất cứ lúc nào. Chúng tôi có thể tạm khóa tài khoản vi phạm các điều khoản này; khi có thể, chúng tôi sẽ cho bạn biết lý do.',

  privacyIntro:
    'Chúng tôi chỉ lưu những dữ liệu mà dịch vụ cần và không bao giờ bán chúng. Chính sách này giải thích chúng tôi thu thập gì và bạn có thể làm gì.',
  privacy1Title: '1. Dữ liệu chúng tôi thu thập',
  privacy1Text:
    'Dữ liệu tài khoản (tên đăng nhập, họ tên, email, địa chỉ ví và các phương thức đăng nhập bạn liên kết), tài khoản game bạn thêm, bài nộp nhiệm vụ và điểm số, tin nhắn bạn gửi cho chúng tôi, và dữ liệu kỹ thuật như địa chỉ IP để bảo mật.',
  privacy2Title: '2. Mục đích sử dụng',
  privacy2Text:
    'Để vận hành tài khoản của bạn, xác minh nhiệm vụ, xếp hạng và trao thưởng; để giữ an toàn cho dịch vụ (giới hạn tần suất, chống gian lận); và để trả lời tin nhắn của bạn.',
  privacy3Title: '3. Ai có thể thấy',
  privacy3Text:
    'Người dùng khác thấy tên hiển thị và điểm của bạn trên bảng xếp hạng. Chủ sự kiện thấy bài nộp cho sự kiện của họ. Chúng tôi chỉ chia sẻ dữ liệu với nhà cung cấp dịch vụ (máy chủ, email) để vận hành dịch vụ.',
  privacy4Title: '4. Thời gian lưu trữ',
  privacy4Text:
    'Chừng nào tài khoản của bạn còn tồn tại. Nhật ký bảo mật và bộ đếm giới hạn tự hết hạn; tin nhắn liên hệ được lưu tối đa hai năm.',
  privacy5Title: '5. Quyền của bạn',
  privacy5Text:
    'Bạn có thể xem và sửa hồ sơ bất cứ lúc nào, và yêu cầu qua trang liên hệ để nhận bản sao dữ liệu hoặc xóa tài khoản.',
  privacy6Title: '6. Cookie và lưu trữ trình duyệt',
  privacy6Text:
    'Chúng tôi lưu mã đăng nhập và ngôn ngữ của bạn trong trình duyệt. Lượt xem trang được đếm để cải thiện dịch vụ; không dùng công cụ theo dõi quảng cáo.',

  referralIntro:
    'Mời bạn bè bằng mã giới thiệu của bạn để cả hai cùng có lợi. Các điều khoản này giải thích cách tính lượt giới thiệu.',
  referral1Title: '1. Mã của bạn',
  referral1Text:
    'Mỗi tài khoản có một mã giới thiệu, hiển thị trên hồ sơ kèm liên kết đăng ký có sẵn. Bạn có thể đổi mã nếu mã mới chưa có người dùng.',
  referral2Title: '2. Ai được tính',
  referral2Text:
    'Một lượt giới thiệu được tính khi người mới đăng ký bằng mã (hoặc liên kết) của bạn và hoàn thành ít nhất một nhiệm vụ đã xác minh. Mỗi người chỉ được giới thiệu một lần và bạn không thể tự giới thiệu mình.',
  referral3Title: '3. Phần thưởng',
  referral3Text:
    'Các sự kiện và dịch vụ giám sát cộng đồng có thể thưởng cho lượt giới thiệu; mỗi nơi nêu phần thưởng riêng. Phần thưởng dành cho người được giới thiệu còn hoạt động, không chỉ cho lượt đăng ký.',
  referral4Title: '4. Không được phép',
  referral4Text:
    'Tạo tài khoản để tự giới thiệu, trả tiền cho người khác đăng ký mà không chơi, hoặc spam liên kết. Chúng tôi có thể hủy lượt giới thiệu và phần thưởng có được bằng cách này.',
  referral5Title: '5. Thay đổi',
  referral5Text:
    'Chúng tôi có thể thay đổi các điều khoản này; lượt giới thiệu trước thay đổi vẫn theo điều khoản cũ.',
};
