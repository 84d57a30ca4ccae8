/** Trang hồ sơ công khai của người chơi (/player/{username}). */
export const players = {
  description: '{{name}} trên W2E Hub: các game đã liên kết, thống kê và các sự kiện đã tham gia.',
  joined: 'tham gia {{date}}',
  games: 'Game',
  game: 'Game',
  totalEarning: 'Tổng thu nhập',
  todayEarning: 'Hôm nay',
  unclaimed: 'Chưa nhận',
  noGames: 'Chưa liên kết game nào.',
  events: 'Sự kiện',
  event: 'Sự kiện',
  score: 'Điểm',
  noEvents: 'Chưa tham gia sự kiện nào.',
  loadFailed: 'Không tải được phần này của hồ sơ',
};
