import type { Language } from '@w2e/core/i18n/languages';

/**
 * What BotFather would hold for each bot, as data: commands, descriptions and the menu button, in every
 * language. `@w2e/bot`'s apply-profile pushes it through the Bot API (setMyCommands, setMyDescription,
 * setMyShortDescription, setChatMenuButton), so a bot's profile is reviewed and versioned like code.
 */
export type Localized = Record<Language, string>;

export interface BotCommand {
  command: string;
  description: Localized;
}

export interface BotProfile {
  /** Which of the two monitoring bots. */
  id: BotId;
  name: Localized;
  /** Shown in an empty chat before the user presses Start (up to 512 characters). */
  description: Localized;
  /** Shown on the bot's profile and in shares (up to 120 characters). */
  shortDescription: Localized;
  commands: BotCommand[];
  /** The menu button opens the Mini App, at this path of the public URL. */
  menuButton: { text: Localized; path: string };
}

export const BOT_IDS = ['guard', 'pulse'] as const;
export type BotId = (typeof BOT_IDS)[number];

const common: BotCommand[] = [
  { command: 'start', description: { en: 'Introduction', vi: 'Giới thiệu' } },
  { command: 'help', description: { en: 'What I can do', vi: 'Những gì tôi có thể làm' } },
];

const connect: BotCommand = {
  command: 'connect',
  description: {
    en: 'Show your chats in the portal dashboard',
    vi: 'Hiển thị nhóm trên bảng điều khiển của cổng',
  },
};
const settings: BotCommand = {
  command: 'settings',
  description: { en: 'Captcha settings (group admins)', vi: 'Cài đặt captcha (quản trị viên nhóm)' },
};

const menuButton = { text: { en: 'Open W2E Hub', vi: 'Mở W2E Hub' }, path: '/miniapp/' };

/**
 * Two bots, because Telegram shows a bot only the messages it is allowed to see and admins want the gatekeeper
 * to be separate from the one that reads and counts: Guard stands at the door (captcha for newcomers, join and
 * leave detection, referral links); Pulse watches activity (contribution statistics, inactive members, the
 * minigame). They never see each other's messages and share what they learn through the server's database.
 */
export const BOT_PROFILES: Record<BotId, BotProfile> = {
  guard: {
    id: 'guard',
    name: { en: 'W2E Guard', vi: 'W2E Guard' },
    description: {
      en: 'I keep your Telegram community real: newcomers solve a quick captcha quiz, I record who joins and leaves, and I track which referral link brought each member. Add me to your group or channel as an admin.',
      vi: 'Tôi giúp cộng đồng Telegram của bạn luôn là người thật: thành viên mới giải một câu đố captcha nhanh, tôi ghi lại ai vào và rời nhóm, và theo dõi liên kết giới thiệu đã đưa từng thành viên đến. Hãy thêm tôi vào nhóm hoặc kênh với quyền quản trị.',
    },
    shortDescription: {
      en: 'Captcha for newcomers, join and leave tracking, referral links.',
      vi: 'Captcha cho thành viên mới, theo dõi vào/rời nhóm, liên kết giới thiệu.',
    },
    commands: [...common, settings, connect],
    menuButton,
  },
  pulse: {
    id: 'pulse',
    name: { en: 'W2E Pulse', vi: 'W2E Pulse' },
    description: {
      en: 'I measure the pulse of your community: contribution statistics for every member, reports of inactive members, and a minigame that rewards activity. Add me to your group as an admin.',
      vi: 'Tôi đo nhịp đập cộng đồng của bạn: thống kê đóng góp của từng thành viên, báo cáo thành viên không hoạt động và một trò chơi nhỏ thưởng cho sự tích cực. Hãy thêm tôi vào nhóm với quyền quản trị.',
    },
    shortDescription: {
      en: 'Contribution stats, inactive members, a minigame.',
      vi: 'Thống kê đóng góp, thành viên không hoạt động, trò chơi nhỏ.',
    },
    commands: [...common, connect],
    menuButton,
  },
};
