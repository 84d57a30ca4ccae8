/**
 * A small labelled corpus of group messages, written for this purpose (English and Vietnamese): spam of the kinds
 * the rules target and honest look-alikes (a member sharing one link, an admin's forwarded announcement, a word
 * that contains a stop word). `corpus.test.ts` prints the rules' precision and recall on it.
 */
export interface CorpusMessage {
  text: string;
  /** Joined within the newcomer hold. */
  newcomer: boolean;
  admin?: boolean;
  forwarded?: boolean;
  media?: boolean;
  spam: boolean;
}

/**
 * The stop words an admin of a crypto community would set. Not `pump*`: it also catches "pumpkin" (the corpus
 * showed it), so the words are listed whole.
 */
export const CORPUS_STOP_WORDS = [
  'airdrop*',
  'usdt free',
  'dang ky ngay',
  'x100',
  'pump',
  'pumping',
  'nhan thuong*',
];

export const CORPUS: CorpusMessage[] = [
  // Spam from newcomers: links, forwards, media, mentions, stop words.
  { text: 'Claim your free tokens at https://claim-bonus.example now!', newcomer: true, spam: true },
  { text: 'Join t.me/cryptosignalsvip for x100 signals', newcomer: true, spam: true },
  { text: 'Best signals here @pumpsignals_bot', newcomer: true, spam: true },
  { text: 'Check this out', newcomer: true, forwarded: true, spam: true },
  { text: '', newcomer: true, media: true, spam: true },
  { text: 'AIRDROP is live, connect your wallet', newcomer: true, spam: true },
  { text: 'Nhận thưởng 500 USDT miễn phí, nhắn tin cho mình', newcomer: true, spam: true },
  { text: 'Đăng ký ngay để nhận quà: www.quatang.example', newcomer: true, spam: true },
  { text: 'Vào nhóm @kiemtienonline_vn để kiếm tiền', newcomer: true, spam: true },
  { text: 'Kèo pump hôm nay, ai vào không?', newcomer: true, spam: true },
  // Spam from members who have been here a while (only the stop words can catch it).
  { text: 'Airdrops every day, DM me', newcomer: false, spam: true },
  { text: 'Coin này sẽ x100 trong tuần, mua ngay', newcomer: false, spam: true },
  { text: 'Pumping now, get in before it is too late', newcomer: false, spam: true },
  { text: 'Nhan thuong lien tay khi gioi thieu ban be', newcomer: false, spam: true },
  // Spam the rules miss on purpose (no link, no stop word): counted against recall.
  { text: 'Inbox me for a great investment opportunity', newcomer: false, spam: true },
  { text: 'Ai cần vay tiền nhanh liên hệ mình nhé', newcomer: false, spam: true },
  // Honest messages, some of them look-alikes.
  { text: 'Here is the docs link: https://docs.w2e.example', newcomer: false, spam: false },
  { text: 'Mình để link hướng dẫn ở đây: https://huongdan.example', newcomer: false, spam: false },
  { text: 'Weekly announcement from the team', newcomer: false, admin: true, forwarded: true, spam: false },
  { text: 'Official airdrop rules: https://w2e.example/rules', newcomer: true, admin: true, spam: false },
  { text: 'Hello everyone, happy to be here!', newcomer: true, spam: false },
  { text: 'Xin chào mọi người, mình mới vào nhóm', newcomer: true, spam: false },
  { text: 'Does anyone know when the next event starts?', newcomer: true, spam: false },
  { text: 'Cho mình hỏi sự kiện tiếp theo khi nào bắt đầu?', newcomer: true, spam: false },
  { text: 'The pumpkin spice latte is back', newcomer: false, spam: false },
  { text: 'Email me at support@w2e.example if it fails', newcomer: true, spam: false },
  { text: 'Thanks @linh for the help yesterday', newcomer: false, spam: false },
  { text: 'Đã đăng ký sự kiện rồi nhé', newcomer: false, spam: false },
  { text: 'Photo from our meetup', newcomer: false, media: true, spam: false },
  { text: 'I lost 100 USDT last year to a scam, be careful', newcomer: false, spam: false },
];
