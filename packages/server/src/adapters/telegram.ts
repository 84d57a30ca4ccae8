import { callOutside } from './outside';

/** A chat member as getChatMember answers it (the fields the Telegram verifier reads). */
export interface ChatMember {
  status: 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
  /** Restricted members only: whether they are in the chat. */
  is_member?: boolean;
}

/** Telegram's answer: the member, or its refusal (`chat not found`, `member list is inaccessible`, …). */
export type ChatMemberAnswer =
  | { ok: true; member: ChatMember }
  | { ok: false; code: number; description: string };

/**
 * getChatMember through our bot at TELEGRAM_API_ROOT. Telegram's own refusals (400, 403: no such chat, the bot
 * is not in it) are answers, not failures; a 429, a 5xx, a timeout or nonsense is a failure callOutside retries.
 */
export function getChatMember(
  apiRoot: string,
  botToken: string,
  perSecond: number,
  chat: string,
  userId: string,
): Promise<ChatMemberAnswer> {
  return callOutside('telegram', perSecond, async (signal) => {
    const response = await fetch(`${apiRoot}/bot${botToken}/getChatMember`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chat, user_id: Number(userId) }),
      signal,
    });
    const body = (await response.json()) as {
      ok?: boolean;
      result?: ChatMember;
      error_code?: number;
      description?: string;
    };
    if (body.ok === true && typeof body.result?.status === 'string') return { ok: true, member: body.result };
    if (body.ok === false && (body.error_code === 400 || body.error_code === 403))
      return { ok: false, code: body.error_code, description: String(body.description ?? '') };
    throw new Error(`getChatMember answered ${response.status}: ${body.description ?? 'no result'}`);
  });
}
