import { type PricingTier, tierIndex } from '../pricing/tiers';
import type { TaskConfigInput } from '../tasks/registry';
import { TASK_TRAITS } from '../tasks/types';

/**
 * Ready campaigns a host starts from (docs/events.md, "Templates"): GET /api/event-templates lists them and
 * POST /api/event-templates/{id}/events makes a draft of one for a host. Texts are pairs in both languages:
 * the draft is written in the language of the request that made it (stored data has one language). Links,
 * handles and addresses are examples the host replaces in the editor; task ids are local to the template
 * (a draft gets new ones, its dependencies remapped). A task the host's plan lacks is kept in the draft and
 * refused at publish with the plan that unlocks it.
 */
export interface LocalText {
  en: string;
  vi: string;
}

/** A task config of any type, its name in both languages. */
export type TemplateTask = TaskConfigInput extends infer C
  ? C extends unknown
    ? Omit<C, 'name'> & { name: LocalText }
    : never
  : never;

export interface EventTemplate {
  id: string;
  name: LocalText;
  description: LocalText;
  guideline: LocalText;
  /** Days from the start to the end of the draft. */
  days: number;
  leaderboards: { order: number; rank: string; reward: string }[];
  tasks: TemplateTask[];
}

const USDT_BSC = '0x55d398326f99059ff775485246999027b3197955';

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    id: 'community-growth',
    name: { en: 'Community growth', vi: 'Phát triển cộng đồng' },
    description: {
      en: 'Grow your channels: follow, join, repost and visit, all checked for you.',
      vi: 'Phát triển các kênh của bạn: theo dõi, tham gia, đăng lại và truy cập, đều được kiểm tra tự động.',
    },
    guideline: {
      en: 'Follow us on X, join our Telegram and Discord, repost our announcement and visit our site. Every task gives score; the top 100 share the prize.',
      vi: 'Theo dõi chúng tôi trên X, tham gia Telegram và Discord, đăng lại thông báo và truy cập trang web. Mỗi nhiệm vụ đều có điểm; top 100 chia nhau giải thưởng.',
    },
    days: 14,
    leaderboards: [{ order: 1, rank: 'TOP 100', reward: '10 USDT' }],
    tasks: [
      {
        id: 'follow',
        type: 'twitter_follow',
        name: { en: 'Follow us on X', vi: 'Theo dõi chúng tôi trên X' },
        score: 10,
        username: 'w2ehub',
      },
      {
        id: 'telegram',
        type: 'telegram_join',
        name: { en: 'Join our Telegram', vi: 'Tham gia Telegram' },
        score: 10,
        link: 't.me/w2ehub',
      },
      {
        id: 'discord',
        type: 'discord_join',
        name: { en: 'Join our Discord', vi: 'Tham gia Discord' },
        score: 10,
        invite_url: 'discord.gg/w2ehub',
      },
      {
        id: 'repost',
        type: 'twitter_retweet',
        name: { en: 'Repost our announcement', vi: 'Đăng lại thông báo' },
        score: 20,
        tweet_url: 'https://x.com/w2ehub/status/1',
        dependent_tasks: ['follow'],
      },
      {
        id: 'visit',
        type: 'visit_website',
        name: { en: 'Visit our website', vi: 'Truy cập trang web' },
        score: 5,
        url: 'https://w2ehub.io',
      },
    ],
  },
  {
    id: 'game-launch',
    name: { en: 'Game launch', vi: 'Ra mắt game' },
    description: {
      en: 'Bring players into your game: sign up, win matches and hold the token.',
      vi: 'Đưa người chơi vào game: đăng ký, thắng trận và nắm giữ token.',
    },
    guideline: {
      en: 'Create your account, link your game profile, win matches and hold the token. In-game results are read from the game; the best players win.',
      vi: 'Tạo tài khoản, liên kết hồ sơ game, thắng trận và nắm giữ token. Kết quả trong game được đọc từ game; người chơi giỏi nhất thắng giải.',
    },
    days: 21,
    leaderboards: [
      { order: 1, rank: 'TOP 10', reward: '50 USDT' },
      { order: 2, rank: '[11-100]', reward: '5 USDT' },
    ],
    tasks: [
      {
        id: 'register',
        type: 'register',
        name: { en: 'Create your account', vi: 'Tạo tài khoản' },
        score: 10,
      },
      {
        id: 'wins',
        type: 'in_game',
        name: { en: 'Win 5 matches', vi: 'Thắng 5 trận' },
        score: 50,
        game_id: 'your-game',
        metric: 'wins',
        target: 5,
        dependent_tasks: ['register'],
      },
      {
        id: 'hold',
        type: 'hold_token',
        name: { en: 'Hold 1 USDT', vi: 'Nắm giữ 1 USDT' },
        score: 30,
        network: 'bsc',
        contract_address: USDT_BSC,
        token_label: 'USDT',
        amount_threshold: '1000000000000000000',
      },
    ],
  },
  {
    id: 'quiz-campaign',
    name: { en: 'Quiz campaign', vi: 'Chiến dịch câu đố' },
    description: {
      en: 'Teach your product: read, answer a quiz and tell us what you think.',
      vi: 'Giới thiệu sản phẩm: đọc, trả lời câu đố và cho chúng tôi biết ý kiến.',
    },
    guideline: {
      en: 'Read our docs, then answer the quiz: every correct answer counts. Finish with a short feedback form.',
      vi: 'Đọc tài liệu, rồi trả lời câu đố: mỗi câu đúng đều được tính. Cuối cùng điền một biểu mẫu góp ý ngắn.',
    },
    days: 7,
    leaderboards: [{ order: 1, rank: 'TOP 50', reward: '5 USDT' }],
    tasks: [
      {
        id: 'docs',
        type: 'visit_website',
        name: { en: 'Read our docs', vi: 'Đọc tài liệu' },
        score: 5,
        url: 'https://w2ehub.io/guide',
      },
      {
        id: 'quiz',
        type: 'quiz',
        name: { en: 'Answer the quiz', vi: 'Trả lời câu đố' },
        score: 50,
        questions: [
          { question: 'Which chain is BNB Smart Chain’s id 56?', options: ['BSC', 'Ethereum'], correct: [0] },
          { question: 'What do tasks give?', options: ['Score', 'Nothing'], correct: [0] },
        ],
        pass_percent: 50,
        dependent_tasks: ['docs'],
      },
      {
        id: 'feedback',
        type: 'form',
        name: { en: 'Tell us what you think', vi: 'Cho chúng tôi biết ý kiến' },
        score: 10,
        fields: [{ label: 'Feedback', kind: 'textarea', required: true }],
      },
    ],
  },
  {
    id: 'bug-bash',
    name: { en: 'Bug bash', vi: 'Săn lỗi' },
    description: {
      en: 'Let players find bugs: each report is reviewed by you before it scores.',
      vi: 'Để người chơi tìm lỗi: mỗi báo cáo được bạn duyệt trước khi tính điểm.',
    },
    guideline: {
      en: 'Join our Telegram, then report the bugs you find with steps and screenshots. Each approved report scores; the best hunters win.',
      vi: 'Tham gia Telegram, rồi báo cáo lỗi bạn tìm thấy kèm các bước và ảnh chụp. Mỗi báo cáo được duyệt đều có điểm; thợ săn giỏi nhất thắng giải.',
    },
    days: 14,
    leaderboards: [{ order: 1, rank: 'TOP 20', reward: '20 USDT' }],
    tasks: [
      {
        id: 'telegram',
        type: 'telegram_join',
        name: { en: 'Join our Telegram', vi: 'Tham gia Telegram' },
        score: 5,
        link: 't.me/w2ehub',
      },
      {
        id: 'bugs',
        type: 'bug_hunting',
        name: { en: 'Report a bug', vi: 'Báo cáo lỗi' },
        score: 100,
        turn_limit: 5,
        dependent_tasks: ['telegram'],
      },
    ],
  },
];

export function findEventTemplate(id: string): EventTemplate | undefined {
  return EVENT_TEMPLATES.find((template) => template.id === id);
}

/** The plan a template needs in full: the highest `minTier` of its task types. */
export function templateTier(template: EventTemplate): PricingTier {
  return template.tasks.reduce<PricingTier>((tier, task) => {
    const needed = TASK_TRAITS[task.type].minTier;
    return tierIndex(needed) > tierIndex(tier) ? needed : tier;
  }, 'basic');
}
