import { describe, expect, it } from 'vitest';
import { addBotLink, captchaSettingsPatchSchema, missingRights } from './monitoring';

describe('monitoring contracts', () => {
  it('asks for exactly each bot’s rights in the add links', () => {
    expect(addBotLink('guard_bot', 'guard', 'group', 'w2e')).toBe(
      'https://t.me/guard_bot?startgroup=w2e&admin=restrict_members+delete_messages+invite_users',
    );
    expect(addBotLink('guard_bot', 'guard', 'channel')).toBe(
      'https://t.me/guard_bot?startchannel&admin=post_messages+delete_messages+invite_users',
    );
    expect(addBotLink('pulse_bot', 'pulse', 'group')).toBe(
      'https://t.me/pulse_bot?startgroup=w2e&admin=manage_chat',
    );
  });

  it('names the rights a bot lacks; a plain member lacks them all', () => {
    expect(
      missingRights('guard', 'group', { can_restrict_members: true, can_delete_messages: false }),
    ).toEqual(['delete_messages', 'invite_users']);
    expect(missingRights('guard', 'group', null)).toEqual([
      'restrict_members',
      'delete_messages',
      'invite_users',
    ]);
    expect(missingRights('pulse', 'group', {})).toEqual([]);
  });

  it('refuses timeouts Telegram would not honour for join requests, and malformed quiz questions', () => {
    expect(captchaSettingsPatchSchema.safeParse({ timeout_seconds: 301 }).success).toBe(false);
    expect(captchaSettingsPatchSchema.safeParse({ timeout_seconds: 29 }).success).toBe(false);
    expect(
      captchaSettingsPatchSchema.safeParse({ quiz_questions: [{ question: 'Why?', answers: ['one'] }] })
        .success,
    ).toBe(false);
    expect(captchaSettingsPatchSchema.safeParse({ log_chat_id: '-100123' }).success).toBe(true);
    expect(captchaSettingsPatchSchema.safeParse({ log_chat_id: 'abc' }).success).toBe(false);
  });
});
