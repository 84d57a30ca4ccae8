/** Bảng xếp hạng: của một sự kiện trên trang sự kiện, và của cả nền tảng. */
export const leaderboards = {
  title: 'Bảng xếp hạng',
  anonymousPlayer: 'Người chơi',
  searchLabel: 'Tìm người chơi',
  searchPlaceholder: 'Tên người chơi',
  tieBreak: 'Bằng điểm: ai đạt số điểm đó trước sẽ xếp trên.',
  you: 'Bạn',
  yourRank: 'Hạng của bạn: #{{rank}}',
  empty: 'Chưa có ai tham gia.',
  noResults: 'Không có người chơi nào khớp với “{{query}}”.',
  pagination: 'Các trang của bảng xếp hạng',
  loadFailed: 'Không tải được bảng xếp hạng',
};
