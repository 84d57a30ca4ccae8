import { createI18n } from '@w2e/core/i18n/create-i18n';
import { en } from '@w2e/core/i18n/resources-en';
import { vi } from '@w2e/core/i18n/resources-vi';
import { describe, expect, it } from 'vitest';
import { makeChallenge } from '../src/captcha/challenge';
import { movement } from '../src/features/members';
import { chatMemberUpdate, GROUP } from './bot-api-stand-in';

const i18n = createI18n({ language: 'en', resources: { en, vi } });

describe('captcha challenges', () => {
  it('math: four different answers, the right one among them', () => {
    for (let i = 0; i < 50; i++) {
      const c = makeChallenge('math', i18n.getFixedT('en'), []);
      const [, a, b] = /(\d+) \+ (\d+)/.exec(c.question)!.map(Number);
      expect(c.options).toHaveLength(4);
      expect(new Set(c.options).size).toBe(4);
      expect(c.options[c.correct]).toBe(String(a! + b!));
    }
  });

  it('quiz: the admin’s question with its right answer remembered after shuffling; else a built-in one in the language', () => {
    const own = makeChallenge('quiz', i18n.getFixedT('en'), [
      { question: 'Our token?', answers: ['W2E', 'BTC', 'ETH'] },
    ]);
    expect(own.question).toBe('Our token?');
    expect(own.options[own.correct]).toBe('W2E');
    const builtIn = makeChallenge('quiz', i18n.getFixedT('vi'), [], () => 0);
    expect(builtIn.question).toBe('Đâu là một màu sắc?');
    expect(builtIn.options[builtIn.correct]).toBe('Xanh dương');
  });
});

describe('joins and leaves', () => {
  it('tells a join (and how) from a leave, a removal and a ban', () => {
    expect(movement(chatMemberUpdate(GROUP, { id: 1 }, { from: 'left', to: 'member' }).chat_member!)).toEqual(
      { kind: 'join', method: 'public' },
    );
    expect(
      movement(
        chatMemberUpdate(GROUP, { id: 1 }, { from: 'left', to: 'member', by: { id: 2 } }).chat_member!,
      ),
    ).toEqual({ kind: 'join', method: 'added' });
    expect(
      movement(
        chatMemberUpdate(GROUP, { id: 1 }, { from: 'left', to: 'member', inviteLink: { invite_link: 'x' } })
          .chat_member!,
      ),
    ).toEqual({ kind: 'join', method: 'invite_link' });
    expect(
      movement(
        chatMemberUpdate(GROUP, { id: 1 }, { from: 'left', to: 'member', viaJoinRequest: true }).chat_member!,
      ),
    ).toEqual({ kind: 'join', method: 'join_request' });
    expect(movement(chatMemberUpdate(GROUP, { id: 1 }, { from: 'member', to: 'left' }).chat_member!)).toEqual(
      { kind: 'leave', method: null },
    );
    expect(
      movement(
        chatMemberUpdate(GROUP, { id: 1 }, { from: 'member', to: 'left', by: { id: 2 } }).chat_member!,
      ),
    ).toEqual({ kind: 'kicked', method: null });
    expect(
      movement(
        chatMemberUpdate(GROUP, { id: 1 }, { from: 'member', to: 'kicked', by: { id: 2 } }).chat_member!,
      ),
    ).toEqual({ kind: 'banned', method: null });
    expect(
      movement(
        chatMemberUpdate(GROUP, { id: 1 }, { from: 'member', to: 'administrator', by: { id: 2 } })
          .chat_member!,
      ),
    ).toBeNull();
  });
});
