import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Update, UserFromGetMe } from 'grammy/types';

export interface ApiCall {
  method: string;
  token: string;
  params: Record<string, unknown>;
  /** When the call arrived (performance.now()). */
  at: number;
  /** The stand-in answered 429 Too Many Requests. */
  limited?: boolean;
}

/** Calls Telegram counts as messages against its limits. */
const MESSAGE_METHODS = new Set([
  'sendMessage',
  'sendDice',
  'editMessageText',
  'copyMessage',
  'forwardMessage',
]);

export const TEST_BOT: UserFromGetMe = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'W2E Guard',
  username: 'w2e_guard_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
} as UserFromGetMe;

/** The second bot, for tokens that name it (the browser tests' server runs both). */
export const TEST_PULSE_BOT: UserFromGetMe = {
  ...TEST_BOT,
  id: 7_000_000_002,
  first_name: 'W2E Pulse',
  username: 'w2e_pulse_test_bot',
} as UserFromGetMe;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A Telegram Bot API stand-in served over real HTTP on loopback: it answers the methods the bots call the way
 * Telegram does (`{ ok, result }`), records every call, and hands queued updates to long polling.
 */
export class BotApiStandIn {
  readonly calls: ApiCall[] = [];
  private server: Server | undefined;
  private updates: Update[] = [];
  private nextMessageId = 1;
  /** Methods made to fail once, the way Telegram reports an error (a 429 with its `parameters.retry_after`). */
  readonly failures = new Map<
    string,
    { error_code: number; description: string; parameters?: { retry_after?: number } }
  >();
  /** Private chats whose user blocked the bot: every message to them is refused with 403. */
  readonly blockedChats = new Set<number>();
  /** Methods that fail every time (a deleted group, a demoted bot). */
  readonly alwaysFail = new Map<string, { error_code: number; description: string }>();
  /** `${chatId}:${userId}` of the chats' admins, for getChatMember. */
  readonly admins = new Set<string>();
  /** `${chatId}:${userId}` of people who are not in the chat, for getChatMember (everyone else is). */
  readonly outsiders = new Set<string>();
  /** `${chatId}:${userId}` → the member getChatMember answers (kicked, restricted …), over the two sets above. */
  readonly members = new Map<string, { status: string; is_member?: boolean }>();
  /** getChatMemberCount's answer per chat (default 100). */
  readonly memberCounts = new Map<number, number>();
  /** The values sendDice rolls next, in order (then 1–6 at random). */
  readonly diceValues: number[] = [];
  private nextLink = 1;
  /** Identities by token, for getMe (default TEST_BOT). */
  readonly identities = new Map<string, UserFromGetMe>();
  /**
   * Telegram's message limits, enforced the way Telegram does: over 30 messages a second overall, more than one
   * a second in one private chat, or 20 a minute in one group, the answer is 429 with retry_after.
   */
  enforceLimits = false;
  /** What setMyName, setMyCommands … stored, per token and language, for the get methods. */
  readonly profile = new Map<string, unknown>();
  private sent: { at: number; chatId: number }[] = [];

  get apiRoot(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  queueUpdate(update: Update): void {
    this.updates.push(update);
  }

  callsOf(method: string): ApiCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Resolves once a call of this method has arrived. */
  async waitFor(method: string, timeoutMs = 5000): Promise<ApiCall> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.callsOf(method)[0];
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${method} call within ${timeoutMs} ms`);
  }

  private async handle(req: IncomingMessage): Promise<unknown> {
    // For a test in another process (the browser tests): what the bots called so far.
    if (req.url === '/calls') return this.calls;
    // … and who administers a chat, for getChatAdministrators and getChatMember.
    if (req.url === '/admins' && req.method === 'POST') {
      const body = await readJson(req);
      this.admins.add(`${body.chat_id}:${body.user_id}`);
      return { ok: true };
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (!match) return { ok: false, error_code: 404, description: 'Not Found' };
    const [, token = '', method = ''] = match;
    const params = await readJson(req);
    const call: ApiCall = { method, token, params, at: performance.now() };
    this.calls.push(call);

    const failure = this.failures.get(method) ?? this.alwaysFail.get(method);
    if (failure) {
      this.failures.delete(method);
      return { ok: false, ...failure };
    }
    if (MESSAGE_METHODS.has(method) && this.blockedChats.has(Number(params.chat_id)))
      return { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' };
    if (this.enforceLimits && MESSAGE_METHODS.has(method)) {
      const now = Date.now();
      const chatId = Number(params.chat_id);
      this.sent = this.sent.filter((s) => now - s.at < 60_000);
      const lastSecond = this.sent.filter((s) => now - s.at < 1000).length;
      const inGroup = chatId < 0 ? this.sent.filter((s) => s.chatId === chatId) : [];
      const inPrivate = chatId > 0 && this.sent.some((s) => s.chatId === chatId && now - s.at < 1000);
      if (lastSecond >= 30 || inGroup.length >= 20 || inPrivate) {
        call.limited = true;
        const retryAfter = inGroup.length >= 20 ? Math.ceil((60_000 - (now - inGroup[0]!.at)) / 1000) : 1;
        return {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        };
      }
      this.sent.push({ at: now, chatId });
    }
    switch (method) {
      case 'getMe':
        return {
          ok: true,
          result: this.identities.get(token) ?? (/pulse/i.test(token) ? TEST_PULSE_BOT : TEST_BOT),
        };
      case 'getChatAdministrators': {
        const prefix = `${params.chat_id}:`;
        return {
          ok: true,
          result: [...this.admins]
            .filter((a) => a.startsWith(prefix))
            .map((a) => ({
              status: 'administrator',
              user: { id: Number(a.slice(prefix.length)), is_bot: false, first_name: 'Admin' },
              can_be_edited: false,
              is_anonymous: false,
            })),
        };
      }
      case 'getChatMemberCount':
        return { ok: true, result: this.memberCounts.get(Number(params.chat_id)) ?? 100 };
      case 'createChatInviteLink':
        return {
          ok: true,
          result: {
            invite_link: `https://t.me/+standin${this.nextLink++}`,
            name: params.name,
            creator: TEST_BOT,
            creates_join_request: params.creates_join_request === true,
            is_primary: false,
            is_revoked: false,
          },
        };
      case 'editChatInviteLink':
        return {
          ok: true,
          result: {
            invite_link: params.invite_link,
            name: params.name,
            creator: TEST_BOT,
            creates_join_request: params.creates_join_request === true,
            is_primary: false,
            is_revoked: false,
          },
        };
      case 'sendDice':
        return {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: params.chat_id, type: 'supergroup' },
            from: TEST_BOT,
            dice: {
              emoji: params.emoji ?? '🎲',
              value: this.diceValues.shift() ?? 1 + Math.floor(Math.random() * 6),
            },
          },
        };
      case 'getChatMember': {
        const set = this.members.get(`${params.chat_id}:${params.user_id}`);
        if (set)
          return {
            ok: true,
            result: { user: { id: params.user_id, is_bot: false, first_name: 'User' }, ...set },
          };
        const admin = this.admins.has(`${params.chat_id}:${params.user_id}`);
        const outside = this.outsiders.has(`${params.chat_id}:${params.user_id}`);
        return {
          ok: true,
          result: {
            status: admin ? 'administrator' : outside ? 'left' : 'member',
            user: { id: params.user_id, is_bot: false, first_name: 'User' },
            ...(admin ? { can_restrict_members: true, can_be_edited: false, is_anonymous: false } : {}),
          },
        };
      }
      case 'editMessageText':
        return {
          ok: true,
          result: {
            message_id: params.message_id,
            date: Math.floor(Date.now() / 1000),
            chat: { id: params.chat_id, type: Number(params.chat_id) < 0 ? 'supergroup' : 'private' },
            text: params.text,
          },
        };
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0);
        this.updates = this.updates.filter((u) => u.update_id >= offset);
        if (this.updates.length === 0) await new Promise((r) => setTimeout(r, 50));
        return { ok: true, result: this.updates };
      }
      case 'forwardMessage':
      case 'sendMessage':
        return {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: params.chat_id, type: Number(params.chat_id) < 0 ? 'supergroup' : 'private' },
            from: TEST_BOT,
            text: params.text,
          },
        };
      case 'setMyName':
      case 'setMyDescription':
      case 'setMyShortDescription':
      case 'setMyCommands': {
        const field = {
          setMyName: 'name',
          setMyDescription: 'description',
          setMyShortDescription: 'short_description',
          setMyCommands: 'commands',
        }[method];
        this.profile.set(`${token}|${method.slice(3)}|${params.language_code ?? ''}`, params[field]);
        return { ok: true, result: true };
      }
      case 'getMyName':
      case 'getMyDescription':
      case 'getMyShortDescription': {
        const field = {
          getMyName: 'name',
          getMyDescription: 'description',
          getMyShortDescription: 'short_description',
        }[method]!;
        return {
          ok: true,
          result: {
            [field]: this.profile.get(`${token}|${method.slice(3)}|${params.language_code ?? ''}`) ?? '',
          },
        };
      }
      case 'getMyCommands':
        return {
          ok: true,
          result: this.profile.get(`${token}|MyCommands|${params.language_code ?? ''}`) ?? [],
        };
      case 'setChatMenuButton':
        this.profile.set(`${token}|menu`, params.menu_button);
        return { ok: true, result: true };
      case 'getChatMenuButton':
        return { ok: true, result: this.profile.get(`${token}|menu`) ?? { type: 'default' } };
      case 'deleteWebhook':
      case 'setWebhook':
      case 'restrictChatMember':
      case 'banChatMember':
      case 'unbanChatMember':
      case 'deleteMessage':
      case 'answerCallbackQuery':
      case 'approveChatJoinRequest':
      case 'declineChatJoinRequest':
        return { ok: true, result: true };
      default:
        return {
          ok: false,
          error_code: 400,
          description: `Bad Request: method ${method} not in the stand-in`,
        };
    }
  }
}

/**
 * Telegram numbers each bot's updates in one sequence, so a bot never sees an `update_id` twice unless it is the same
 * update delivered again, and the server drops such a redelivery for a day (claimed by bot and id, in counters that
 * outlive a test: Redis, a kept database). Each process using these builders (a Playwright worker, its retry, a
 * Vitest file) starts its sequence at a random point, so two of them delivering to one bot do not make up duplicates.
 */
let updateId = randomInt(1, 2 ** 31 - 2 ** 24);
/** A private-chat text message from a user, as Telegram delivers it. */
export function textUpdate(
  text: string,
  from: { id?: number; first_name?: string; language_code?: string } = {},
): Update {
  const user = {
    id: from.id ?? 42,
    is_bot: false,
    first_name: from.first_name ?? 'Linh',
    language_code: from.language_code ?? 'en',
  };
  const entities = text.startsWith('/')
    ? [{ type: 'bot_command' as const, offset: 0, length: text.split(' ')[0]!.length }]
    : undefined;
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      from: user,
      text,
      ...(entities ? { entities } : {}),
    },
  } as Update;
}

type Member = { id: number; first_name?: string; language_code?: string; is_bot?: boolean };
const person = (m: Member) => ({
  id: m.id,
  is_bot: m.is_bot ?? false,
  first_name: m.first_name ?? `User${m.id}`,
  language_code: m.language_code ?? 'en',
});
export interface TestChat {
  id: number;
  type: 'group' | 'supergroup' | 'channel';
  title: string;
}
export const GROUP: TestChat = { id: -1001000000001, type: 'supergroup', title: 'Guild <Hall>' };
export const CHANNEL: TestChat = { id: -1001000000002, type: 'channel', title: 'News' };

const GUARD_RIGHTS = {
  can_be_edited: false,
  is_anonymous: false,
  can_manage_chat: true,
  can_delete_messages: true,
  can_manage_video_chats: false,
  can_restrict_members: true,
  can_promote_members: false,
  can_change_info: false,
  can_invite_users: true,
  can_post_messages: true,
  can_post_stories: false,
  can_edit_stories: false,
  can_delete_stories: false,
};

/** The bot's own membership changed: added (as admin with the given rights), demoted, removed. */
export function myChatMemberUpdate(
  chat: TestChat,
  by: Member,
  change: { from: string; to: string; rights?: Partial<typeof GUARD_RIGHTS>; bot?: UserFromGetMe },
): Update {
  const bot = change.bot ?? TEST_BOT;
  const member = (status: string) =>
    status === 'administrator'
      ? { status, user: bot, ...GUARD_RIGHTS, ...change.rights }
      : status === 'restricted'
        ? { status, user: bot, is_member: true, until_date: 0 }
        : status === 'kicked'
          ? { status, user: bot, until_date: 0 }
          : { status, user: bot };
  return {
    update_id: updateId++,
    my_chat_member: {
      chat,
      from: person(by),
      date: Math.floor(Date.now() / 1000),
      old_chat_member: member(change.from),
      new_chat_member: member(change.to),
    },
  } as unknown as Update;
}

/** Someone's membership changed in a group: a join (how), a leave, a removal, a promotion. */
export function chatMemberUpdate(
  chat: TestChat,
  user: Member,
  change: {
    from: string;
    to: string;
    by?: Member;
    inviteLink?: { invite_link: string; name?: string };
    viaJoinRequest?: boolean;
    date?: number;
  },
): Update {
  const member = (status: string) =>
    status === 'restricted'
      ? { status, user: person(user), is_member: true, until_date: 0 }
      : status === 'kicked'
        ? { status, user: person(user), until_date: 0 }
        : { status, user: person(user) };
  return {
    update_id: updateId++,
    chat_member: {
      chat,
      from: person(change.by ?? user),
      date: change.date ?? Math.floor(Date.now() / 1000),
      old_chat_member: member(change.from),
      new_chat_member: member(change.to),
      ...(change.inviteLink
        ? {
            invite_link: {
              ...change.inviteLink,
              creator: person({ id: 1 }),
              creates_join_request: false,
              is_primary: false,
              is_revoked: false,
            },
          }
        : {}),
      ...(change.viaJoinRequest ? { via_join_request: true } : {}),
    },
  } as unknown as Update;
}

export const joinUpdate = (
  chat: TestChat,
  user: Member,
  extra: Partial<Parameters<typeof chatMemberUpdate>[2]> = {},
) => chatMemberUpdate(chat, user, { from: 'left', to: 'member', ...extra });

export function joinRequestUpdate(chat: TestChat, user: Member): Update {
  return {
    update_id: updateId++,
    chat_join_request: {
      chat,
      from: person(user),
      user_chat_id: user.id,
      date: Math.floor(Date.now() / 1000),
    },
  } as unknown as Update;
}

/** A press on an inline button of a message the bot sent. */
export function callbackUpdate(
  from: Member,
  message: { chatId: number; messageId: number },
  data: string,
): Update {
  return {
    update_id: updateId++,
    callback_query: {
      id: String(updateId),
      from: person(from),
      chat_instance: '1',
      data,
      message: {
        message_id: message.messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: message.chatId, type: message.chatId < 0 ? 'supergroup' : 'private', title: 'x' },
        text: 'captcha',
      },
    },
  } as unknown as Update;
}

/** A text message (a command) from a user in a group. */
export function groupMessage(
  chat: TestChat,
  from: Member,
  text: string,
  extra: Record<string, unknown> = {},
): Update {
  const entities = text.startsWith('/')
    ? [{ type: 'bot_command' as const, offset: 0, length: text.split(' ')[0]!.length }]
    : undefined;
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat,
      from: person(from),
      text,
      ...(entities ? { entities } : {}),
      ...extra,
    },
  } as unknown as Update;
}

/** A reaction added (or changed) by a member on a message, as Telegram delivers message_reaction. */
export function reactionUpdate(
  chat: TestChat,
  from: Member,
  change: { messageId?: number; old?: string[]; new: string[]; date?: number },
): Update {
  const emoji = (e: string) => ({ type: 'emoji', emoji: e });
  return {
    update_id: updateId++,
    message_reaction: {
      chat,
      message_id: change.messageId ?? 1,
      user: person(from),
      date: change.date ?? Math.floor(Date.now() / 1000),
      old_reaction: (change.old ?? []).map(emoji),
      new_reaction: change.new.map(emoji),
    },
  } as unknown as Update;
}
