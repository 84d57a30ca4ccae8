import type { Translations } from '../../resources-en';

export const verification: Translations['verification'] = {
  checkSelfDeclared: 'Tự khai báo: không được kiểm tra',
  checkSelfDeclaredNoScore: 'Tự khai báo: không được kiểm tra, không cộng điểm',
  checkDiscord: 'Kiểm tra với Discord',
  checkHost: 'Được máy chủ của nhà tổ chức kiểm tra',
  checkX: 'Kiểm tra với X',
  checkYoutube: 'Kiểm tra với YouTube',
  selfDeclaredHint:
    'Không có cách nào kiểm tra nhiệm vụ này từ đây: nhiệm vụ được tính khi bạn khai báo đã làm, và chủ sự kiện thấy điều đó.',
  declareDone: 'Tôi đã làm',
  selfDeclaredScore: 'Cộng điểm cho hoàn thành tự khai báo',
  selfDeclaredScoreHint:
    'Khi nhiệm vụ này không kiểm tra được (không có API, hoặc máy chủ chưa có thông tin xác thực), người chơi chỉ tự khai báo. Bỏ chọn để không cộng điểm cho những lần hoàn thành đó.',
  selfDeclaredRecorded: 'Đã ghi nhận là tự khai báo',
  selfDeclaredRecordedNoScore:
    'Đã ghi nhận là tự khai báo: nhiệm vụ này không cộng điểm khi không được kiểm tra',
  overrideGranted: 'Chủ sự kiện đã công nhận nhiệm vụ cho người chơi',
  overridePlayerNotFound: 'Không tìm thấy người chơi này',
  overridePlayerRequired: 'Hãy nhập người chơi: tên người dùng của họ',
  overrideTitle: 'Cấp nhiệm vụ thủ công',
  overrideHint:
    'Khi kiểm tra không thấy được việc người chơi đã làm (hồ sơ riêng tư, nguồn bị lỗi suốt sự kiện), bạn có thể tự cấp nhiệm vụ. Việc này được ghi lại kèm tên bạn và thời điểm.',
  overrideTask: 'Nhiệm vụ',
  overrideUsername: 'Tên người dùng của người chơi',
  overrideScore: 'Điểm (để trống: điểm của nhiệm vụ)',
  overrideGrant: 'Cấp',
  overrideBy: 'Do {{name}} cấp lúc {{date}}',
  overrideBadge: 'Cấp thủ công',
  txNone: 'Không có giao dịch nào từ ví của bạn tới {{contract}} trên {{network}} kể từ khi sự kiện bắt đầu',
  txNoEvent:
    'Không có sự kiện {{event}} nào từ {{contract}} cho ví của bạn trên {{network}} kể từ khi sự kiện bắt đầu',
  txEventInvalid:
    'Hãy viết sự kiện theo chữ ký Solidity, ví dụ Transfer(address indexed from, address indexed to, uint256 value)',
  txEventNoAddress: 'Sự kiện cần một tham số address có indexed để tìm ví của người chơi',
  networkNoRpc: '{{network}} (máy chủ chưa có địa chỉ RPC)',
  networkNoTonApi: '{{network}} (máy chủ chưa có địa chỉ TON API)',
  telegramCheckButton: 'Kiểm tra bot của chúng tôi trong nhóm này',
  telegramHowToAdd:
    'Mở nhóm hoặc kênh, chọn Thêm thành viên / Quản trị viên, tìm {{bot}} và đặt làm quản trị viên (bot chỉ cần xem thành viên).',
  transactionMatchLabel: 'Điều kiện được tính',
  transactionMatchSent: 'Ví đã gửi một giao dịch tới hợp đồng',
  transactionMatchEvent: 'Hợp đồng đã phát ra một sự kiện có địa chỉ ví',
  transactionEventLabel: 'Chữ ký sự kiện',
  txGoalSent: 'Gửi một giao dịch tới {{contract}} trên {{network}} từ ví đã liên kết',
  txGoalEvent: 'Khiến {{contract}} trên {{network}} phát ra {{event}} có địa chỉ ví đã liên kết của bạn',
  contractLabel: 'Địa chỉ hợp đồng',
  tokenHolderBadge: 'Người giữ token',
  tokenHolderBadgeHint: 'Đang giữ token của nền tảng',
  premiumLabel: 'Người giữ token',
  premiumEventHint: 'Chỉ người giữ token của nền tảng mới tham gia được',
  premiumTaskHint: 'Chỉ người giữ token của nền tảng mới làm được nhiệm vụ này',
  premiumEvent: 'Sự kiện này dành cho người giữ token của nền tảng',
  premiumTask: 'Nhiệm vụ này dành cho người giữ token của nền tảng',
  premiumNoWallet:
    'Nội dung này dành cho người giữ token của nền tảng: hãy liên kết ví đang giữ token trong hồ sơ của bạn trước',
  premiumOff:
    'Nội dung này dành cho người giữ token của nền tảng, nhưng máy chủ chưa kiểm tra token nào nên nội dung đang đóng',
  premiumEventSwitch: 'Chỉ dành cho người giữ token của nền tảng',
  premiumEventSwitchHint:
    'Chỉ người chơi có ví liên kết đang giữ token của nền tảng mới tham gia được (kiểm tra tối đa mỗi giờ một lần).',
  premiumTaskSwitch: 'Chỉ dành cho người giữ token của nền tảng',
  premiumTaskSwitchHint:
    'Chỉ người chơi có ví liên kết đang giữ token của nền tảng mới làm được nhiệm vụ này.',
  premiumSwitchOff: 'Máy chủ chưa kiểm tra token nào của nền tảng: nội dung cao cấp vẫn đóng với người chơi.',
};
