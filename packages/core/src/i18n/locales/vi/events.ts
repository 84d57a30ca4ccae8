import type { Translations } from '../../resources-en';

export const events: Translations['events'] = {
  statusDraft: 'Bản nháp',
  statusPublished: 'Đã công bố',
  statusFinished: 'Đã kết thúc',
  notStarted: 'Sự kiện này chưa bắt đầu',
  ended: 'Sự kiện này đã kết thúc: không thể làm nhiệm vụ và không được cộng thêm điểm',
  notPublished: 'Sự kiện này chưa được công bố',
  cannotUnpublish: 'Sự kiện đã công bố không thể quay lại bản nháp',
  transitionInvalid: 'Không thể chuyển sự kiện sang trạng thái này',

  stepGeneral: 'Thông tin chung',
  stepTask: 'Nhiệm vụ',
  stepScore: 'Điểm',
  stepLeaderboard: 'Bảng xếp hạng',
  stepReward: 'Phần thưởng',

  dateInvalid: 'Hãy nhập ngày giờ hợp lệ',
  slugInvalid: 'Slug chỉ được chứa chữ thường, chữ số và dấu gạch ngang',
  taskConfigRequired: 'Sự kiện cần có ít nhất một cấu hình nhiệm vụ',
  leaderboardConfigRequired: 'Sự kiện cần có ít nhất một cấu hình bảng xếp hạng',
  orderExists: 'Thứ tự này đã tồn tại',
  metricNameInUse: 'Tên chỉ số này đã được sử dụng',
  rankInvalid: 'Hạng phải là ALL, TOP NNN, một số cụ thể, hoặc [x-y] với x<y',
  saveEventFirst: 'Vui lòng thêm hoặc lưu thông tin sự kiện',

  rankingDesc: 'Càng cao càng tốt',
  rankingAsc: 'Càng thấp càng tốt',
  distributionAll: 'Tất cả',
  distributionRandom: 'Ngẫu nhiên',
  distributionOrder: 'Theo thứ tự',

  columnRank: 'Hạng',
  columnPlayer: 'Người chơi',
  columnInGameScore: 'Điểm trong game',
  columnSocialScore: 'Điểm mạng xã hội',
  columnOtherScore: 'Điểm khác',
  columnTotalScore: 'Tổng điểm',

  createError: 'Lỗi khi tạo sự kiện',
  updateError: 'Lỗi khi cập nhật sự kiện',
  createClanEventSuccess: 'Tạo sự kiện cho bang hội thành công',
  createClanEventFailed: 'Tạo sự kiện cho bang hội thất bại',
  addTaskSuccess: 'Thêm nhiệm vụ mới thành công',
};
