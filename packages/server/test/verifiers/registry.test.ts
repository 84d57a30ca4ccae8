import type { TaskConfig } from '@w2e/core/tasks/registry';
import { outsideSourceOf, TASK_TRAITS, TASK_TYPES, type TaskType } from '@w2e/core/tasks/types';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../src/config';
import { checkOf, REGISTERED_VERIFIERS, VERIFIED_TYPES, type VerifierSource } from '../../src/verifiers';
import { xSource } from '../../src/verifiers/x';
import { TEST_JWT_SECRET } from '../support/helpers';

/**
 * Core's task registry (`TASK_TRAITS[type].checkedBy`) is the one answer to how each task type is checked; the
 * server's verifiers register against it, and the label players see (`check`) follows it.
 */

const base = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' };
/** A server with every outside source configured, and one with none. */
const everything: Config = loadConfig({
  ...base,
  TELEGRAM_BOT_TOKEN: '424242:registry-test',
  DISCORD_CLIENT_ID: 'discord',
  DISCORD_CLIENT_SECRET: 'secret',
  X_CLIENT_ID: 'x',
  X_CLIENT_SECRET: 'secret',
  YOUTUBE_CLIENT_ID: 'youtube',
  YOUTUBE_CLIENT_SECRET: 'secret',
  EVM_RPC_URL_ETH: 'http://127.0.0.1:1',
  TON_API_BASE: 'http://127.0.0.1:1',
});
const nothing: Config = loadConfig(base);

/** Enough of a task for `checkOf`: its type, and a network for the on-chain ones. */
const taskOf = (type: TaskType, network = 'eth') => ({ type, network }) as unknown as TaskConfig;

describe('the task registry and the server verifiers', () => {
  it('have a verifier for exactly the types the registry gives an outside source, registered under that source', () => {
    const registered = REGISTERED_VERIFIERS.map(([source, type]) => `${type} by ${source}`).sort();
    const named = TASK_TYPES.flatMap((type) => {
      const source = outsideSourceOf(type);
      return source ? [`${type} by ${source}`] : [];
    }).sort();
    expect(registered).toEqual(named);
    expect(VERIFIED_TYPES.has('youtube_subscribe')).toBe(true);
    expect(VERIFIED_TYPES.has('facebook_like_page')).toBe(false);
  });

  it('shows players the registry’s answer when every source can be asked', () => {
    for (const type of TASK_TYPES) {
      expect({ type, check: checkOf(everything, taskOf(type)) }).toEqual({
        type,
        check: TASK_TRAITS[type].verification,
      });
    }
    expect(checkOf(everything, taskOf('youtube_subscribe'))).toBe('automatic');
    expect(checkOf(everything, taskOf('hold_token', 'ton'))).toBe('automatic');
  });

  it('takes a social task on the player’s word, refuses an on-chain one where its source can’t be asked, and always asks the host’s server', () => {
    const checks = Object.fromEntries(TASK_TYPES.map((type) => [type, checkOf(nothing, taskOf(type))]));
    expect(checks).toEqual({
      discord_join: 'self_declared',
      telegram_join: 'self_declared',
      youtube_subscribe: 'self_declared',
      facebook_like_page: 'self_declared',
      twitter_follow: 'self_declared',
      twitter_retweet: 'self_declared',
      twitter_reply: 'self_declared',
      twitter_like: 'self_declared',
      twitter_tweet: 'self_declared',
      quiz: 'submission',
      form: 'submission',
      visit_website: 'automatic',
      register: 'automatic',
      in_game: 'automatic',
      bug_hunting: 'review',
      hold_token: 'unavailable',
      hold_nft: 'unavailable',
      transaction: 'unavailable',
      mini_game: 'automatic',
      // The host's own server needs nothing of this one: always asked.
      custom_api: 'automatic',
    });
  });

  it('fails typecheck for a verifier the registry does not name for its source, or a missing one', () => {
    const granted = async () => ({ kind: 'granted' as const });
    const extra: VerifierSource<'x'> = {
      configured: xSource.configured,
      // @ts-expect-error: the registry gives Facebook page likes no source, so no verifier may claim them.
      verifiers: { ...xSource.verifiers, facebook_like_page: granted },
    };
    const missing: VerifierSource<'x'> = {
      configured: xSource.configured,
      // @ts-expect-error: the registry says X checks replies, so the X source must register a verifier for them.
      verifiers: { twitter_follow: xSource.verifiers.twitter_follow },
    };
    expect([extra, missing]).toHaveLength(2);
  });
});
