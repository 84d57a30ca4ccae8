import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/resources-en';
import { PRICING_TIERS, type PricingTier, tierAllowsFeature } from '../pricing/tiers';
import { errorMap } from '../validation/error-map';
import { parseMessage } from '../validation/message';
import { checkLabel } from './player-labels';
import {
  parseEventSignature,
  TASK_TYPES,
  type TaskConfigInput,
  type TaskType,
  taskConfigSchema,
  taskRegistry,
  taskTypesForTier,
  tierAllows,
} from './registry';
import { CHECK_SOURCES, outsideSourceOf, selfDeclarable } from './types';

const common = { id: 't1', name: 'Join us', score: 10 };
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

/** One valid config of every type: what an event owner would fill in. */
const examples: { [T in TaskType]: Extract<TaskConfigInput, { type: T }> } = {
  discord_join: { ...common, type: 'discord_join', invite_url: 'discord.gg/w2ehub' },
  telegram_join: { ...common, type: 'telegram_join', link: 't.me/w2ehub' },
  youtube_subscribe: { ...common, type: 'youtube_subscribe', channel_url: 'youtube.com/@w2ehub' },
  facebook_like_page: { ...common, type: 'facebook_like_page', page_url: 'facebook.com/w2ehub' },
  twitter_follow: { ...common, type: 'twitter_follow', username: 'https://x.com/w2ehub' },
  twitter_retweet: { ...common, type: 'twitter_retweet', tweet_url: 'https://twitter.com/w2ehub/status/1' },
  twitter_reply: {
    ...common,
    type: 'twitter_reply',
    tweet_url: 'https://x.com/w2ehub/status/2',
    hashtags: ['#W2E'],
    min_mention: 2,
  },
  twitter_like: { ...common, type: 'twitter_like', tweet_url: 'https://x.com/w2ehub/status/3' },
  twitter_tweet: {
    ...common,
    type: 'twitter_tweet',
    compare_mode: 'exact',
    tweet_text: 'gm from W2E',
    recurring_type: 'DAILY',
  },
  quiz: {
    ...common,
    type: 'quiz',
    questions: [{ question: 'Chain id of BSC?', options: ['1', '56', '137'], correct: [1] }],
    pass_percent: 80,
  },
  form: { ...common, type: 'form', fields: [{ label: 'Your wallet', kind: 'wallet' }] },
  visit_website: { ...common, type: 'visit_website', url: 'w2e.example/launch' },
  register: { ...common, type: 'register' },
  in_game: { ...common, type: 'in_game', game_id: 'g1', metric: 'wins', target: 5 },
  bug_hunting: { ...common, type: 'bug_hunting' },
  hold_token: {
    ...common,
    type: 'hold_token',
    network: 'eth',
    contract_address: USDT.toLowerCase(),
    token_label: 'USDT',
    amount_threshold: '000100000000000000000000',
  },
  hold_nft: { ...common, type: 'hold_nft', network: 'bsc', nft_address: USDT, required_amount: 1 },
  transaction: { ...common, type: 'transaction', network: 'bsc', contract_address: USDT },
  mini_game: { ...common, type: 'mini_game', min_points: 3 },
  custom_api: {
    ...common,
    type: 'custom_api',
    endpoint_url: 'https://game.example/w2e/check',
    identities: ['wallet_address', 'email'],
  },
};

function issues(input: unknown) {
  const result = taskConfigSchema.safeParse(input, { error: errorMap });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    key: parseMessage(issue.message)?.key,
    params: parseMessage(issue.message)?.params,
  }));
}

describe('task registry', () => {
  it('describe every task type with a label that English has', () => {
    const labels = en.tasks as Record<string, string>;
    for (const type of TASK_TYPES) {
      const definition = taskRegistry[type];
      expect(definition.type).toBe(type);
      const [ns, key] = definition.labelKey.split(':') as [string, string];
      expect(ns).toBe('tasks');
      expect(labels[key], type).toBeTruthy();
    }
  });

  it('accept a valid config of every type, alone and through the union', () => {
    for (const type of TASK_TYPES) {
      expect(taskRegistry[type].schema.safeParse(examples[type]).success, type).toBe(true);
      expect(issues(examples[type]), type).toEqual([]);
    }
  });

  it('fill defaults and store canonical links, usernames, hashtags and amounts', () => {
    const parse = <T extends TaskType>(type: T) => taskConfigSchema.parse(examples[type]);
    const discord = parse('discord_join');
    expect(discord).toMatchObject({
      invite_url: 'https://discord.gg/w2ehub',
      weight: 0,
      mandatory: false,
      dependent_tasks: [],
    });
    expect(parse('telegram_join')).toMatchObject({ link: 'https://t.me/w2ehub' });
    expect(parse('twitter_follow')).toMatchObject({ username: 'w2ehub' });
    expect(parse('twitter_retweet')).toMatchObject({ tweet_url: 'https://x.com/w2ehub/status/1' });
    expect(parse('twitter_reply')).toMatchObject({ hashtags: ['W2E'], compare_mode: 'include' });
    expect(parse('hold_token')).toMatchObject({
      contract_address: USDT,
      amount_threshold: '100000000000000000000',
    });
    expect(parse('visit_website')).toMatchObject({ url: 'https://w2e.example/launch' });
  });

  it('refuse a type that is not in the registry', () => {
    expect(issues({ ...common, type: 'tiktok_follow' })[0]?.key).toBe('tasks:choiceInvalid');
  });
});

describe('link rules', () => {
  it('refuse a Telegram invitation link with a plus sign', () => {
    expect(issues({ ...examples.telegram_join, link: 'https://t.me/+AbCdEf123' })).toEqual([
      { path: 'link', key: 'tasks:telegramLinkInvalid', params: undefined },
    ]);
  });

  it('say "Invitation Url invalid" for a Discord link that is not an invitation', () => {
    const found = issues({ ...examples.discord_join, invite_url: 'https://discord.com/channels/1/2' });
    expect(found).toEqual([{ path: 'invite_url', key: 'tasks:invitationUrlInvalid', params: undefined }]);
    expect(en.tasks.invitationUrlInvalid).toBe('Invitation Url invalid');
  });

  it('say "Twitter Username invalid" for a username Twitter would not allow', () => {
    const found = issues({ ...examples.twitter_follow, username: 'far_too_long_username' });
    expect(found).toEqual([{ path: 'username', key: 'tasks:twitterUsernameInvalid', params: undefined }]);
    expect(en.tasks.twitterUsernameInvalid).toBe('Twitter Username invalid');
  });

  it('report an empty link as required, not as invalid', () => {
    expect(issues({ ...examples.discord_join, invite_url: ' ' })[0]).toMatchObject({
      path: 'invite_url',
      key: 'validation:required',
    });
  });
});

describe('hold token and hold NFT', () => {
  it('refuse a malformed address and one whose checksum has a typo', () => {
    const typo = `${USDT.slice(0, -1)}8`.replace('dAC', 'DAC');
    for (const contract_address of ['0x123', 'dAC17F958D2ee523a2206206994597C13D831ec7', typo]) {
      expect(issues({ ...examples.hold_token, contract_address })[0], contract_address).toMatchObject({
        path: 'contract_address',
        key: 'validation:ethAddress',
      });
    }
    expect(issues({ ...examples.hold_nft, nft_address: '0xzz' })[0]?.path).toBe('nft_address');
  });

  it('refuse an unsupported network', () => {
    expect(issues({ ...examples.hold_token, network: 'solana' })[0]).toMatchObject({
      path: 'network',
      key: 'tasks:networkUnsupported',
    });
  });

  it('refuse amounts that are not whole non-negative numbers of wei', () => {
    for (const amount_threshold of ['-1', '1.5', '1e18', '0x10', '', (2n ** 256n).toString()]) {
      const found = issues({ ...examples.hold_token, amount_threshold })[0];
      expect(found?.path, amount_threshold).toBe('amount_threshold');
    }
    expect(issues({ ...examples.hold_token, amount_threshold: 10 })[0]?.path).toBe('amount_threshold');
  });

  it('keep every uint256 amount exactly, past the precision of a JSON number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (amount) => {
        const parsed = taskConfigSchema.parse({
          ...examples.hold_token,
          amount_threshold: amount.toString(),
        });
        expect(parsed.type === 'hold_token' && BigInt(parsed.amount_threshold)).toBe(amount);
      }),
    );
  });

  it('need at least one NFT', () => {
    expect(issues({ ...examples.hold_nft, required_amount: 0 })[0]).toMatchObject({
      path: 'required_amount',
      key: 'validation:numberRange',
    });
  });
});

describe('hold tasks on TON', () => {
  // One account in its three spellings (made with @ton/core): raw, bounceable, non-bounceable.
  const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
  const BOUNCEABLE = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
  const NON_BOUNCEABLE = 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI';
  const jetton = { ...examples.hold_token, network: 'ton' as const, contract_address: BOUNCEABLE };
  const collection = { ...examples.hold_nft, network: 'ton' as const, nft_address: RAW.toUpperCase() };

  it('store the jetton master and the collection in raw form, whichever form the host typed', () => {
    for (const contract_address of [RAW, BOUNCEABLE, NON_BOUNCEABLE, ` ${RAW.toUpperCase()} `]) {
      expect(taskConfigSchema.parse({ ...jetton, contract_address }), contract_address).toMatchObject({
        network: 'ton',
        contract_address: RAW,
      });
    }
    expect(taskConfigSchema.parse(collection)).toMatchObject({ nft_address: RAW });
  });

  it('want the address kind of the network: a TON address on TON, an EVM one elsewhere', () => {
    const typo = `${BOUNCEABLE.slice(0, -1)}M`;
    for (const contract_address of [USDT, typo, '0:123', 'not an address']) {
      expect(issues({ ...jetton, contract_address }), contract_address).toEqual([
        { path: 'contract_address', key: 'tasks:tonAddressInvalid', params: undefined },
      ]);
    }
    expect(issues({ ...examples.hold_token, contract_address: BOUNCEABLE })).toEqual([
      { path: 'contract_address', key: 'validation:ethAddress', params: undefined },
    ]);
    expect(issues({ ...collection, nft_address: USDT })[0]).toMatchObject({
      path: 'nft_address',
      key: 'tasks:tonAddressInvalid',
    });
  });

  it('refuse an ERC-1155 token id on TON', () => {
    expect(issues({ ...collection, token_id: '7' })).toEqual([
      { path: 'token_id', key: 'tasks:tonTokenIdUnsupported', params: undefined },
    ]);
    expect(issues({ ...examples.hold_nft, token_id: '7' })).toEqual([]);
  });

  it('keep a jetton threshold in its smallest unit, exactly', () => {
    const parsed = taskConfigSchema.parse({ ...jetton, amount_threshold: '000123456789012345678901' });
    expect(parsed).toMatchObject({ amount_threshold: '123456789012345678901' });
  });

  it('leave transaction tasks to EVM networks, and say so', () => {
    expect(issues({ ...examples.transaction, network: 'ton' })).toEqual([
      { path: 'network', key: 'tasks:tonTransactionUnsupported', params: undefined },
    ]);
  });
});

describe('transaction tasks', () => {
  const event = { ...examples.transaction, match: 'event' as const };

  it('count a sent transaction by default, and need an event signature to count an event', () => {
    expect(taskConfigSchema.parse(examples.transaction)).toMatchObject({ match: 'sent' });
    expect(issues(event)).toEqual([
      { path: 'event_signature', key: 'validation:required', params: undefined },
    ]);
  });

  it('take a Solidity event signature with an indexed address, with or without the event keyword', () => {
    for (const signature of [
      'Transfer(address indexed from, address indexed to, uint256 value)',
      'event Deposit(address indexed, uint256)',
    ]) {
      expect(issues({ ...event, event_signature: signature }), signature).toEqual([]);
    }
    expect(parseEventSignature('Deposit(address indexed, uint256)')?.name).toBe('Deposit');
  });

  it('refuse a signature that is not one, or has no indexed address to find the wallet in', () => {
    for (const signature of ['Transfer', 'Transfer(address from, uint256 value)', 'function f(address)']) {
      expect(issues({ ...event, event_signature: signature })[0]?.key, signature).toBe(
        'verification:txEventInvalid',
      );
    }
  });

  it('are a Standard-tier task that feeds the other score', () => {
    expect(tierAllows('basic', 'transaction')).toBe(false);
    expect(tierAllows('standard', 'transaction')).toBe(true);
    expect(taskRegistry.transaction.scoreColumn).toBe('other');
  });
});

describe('quiz, form and tweet rules', () => {
  it('need a configured pass percent between 0 and 100', () => {
    const { pass_percent: _, ...withoutPass } = examples.quiz;
    for (const input of [
      withoutPass,
      { ...examples.quiz, pass_percent: 101 },
      { ...examples.quiz, pass_percent: -1 },
    ]) {
      expect(issues(input)).toEqual([
        { path: 'pass_percent', key: 'tasks:quizPassPercent', params: undefined },
      ]);
    }
  });

  it('need two options and correct answers that are among them', () => {
    const question = examples.quiz.questions[0]!;
    expect(
      issues({ ...examples.quiz, questions: [{ ...question, options: ['only'], correct: [0] }] })[0],
    ).toMatchObject({
      path: 'questions.0.options',
      key: 'tasks:quizOptionsMin',
      params: { min: 2 },
    });
    for (const correct of [[3], [1, 1]]) {
      expect(issues({ ...examples.quiz, questions: [{ ...question, correct }] })[0]).toMatchObject({
        path: 'questions.0.correct',
        key: 'tasks:quizCorrectInvalid',
      });
    }
    expect(issues({ ...examples.quiz, questions: [{ ...question, correct: [] }] })[0]?.key).toBe(
      'tasks:quizCorrectRequired',
    );
    expect(issues({ ...examples.quiz, questions: [] })[0]?.key).toBe('tasks:quizQuestionsRequired');
  });

  it('need at least one form field', () => {
    expect(issues({ ...examples.form, fields: [] })[0]?.key).toBe('tasks:formFieldsRequired');
  });

  it('need the tweet text when the compare mode is exact', () => {
    expect(issues({ ...examples.twitter_tweet, tweet_text: '' })).toEqual([
      { path: 'tweet_text', key: 'validation:required', params: undefined },
    ]);
    expect(issues({ ...examples.twitter_tweet, compare_mode: 'include', tweet_text: '' })).toEqual([]);
  });

  it('refuse hashtags with spaces or punctuation', () => {
    expect(issues({ ...examples.twitter_reply, hashtags: ['#w2e hub'] })[0]).toMatchObject({
      path: 'hashtags.0',
      key: 'tasks:hashtagInvalid',
    });
  });

  it('refuse a negative or fractional score with the range in the message', () => {
    expect(issues({ ...examples.bug_hunting, score: -1 })[0]).toMatchObject({
      path: 'score',
      key: 'validation:numberRange',
      params: { minNumber: 0, maxNumber: 1_000_000 },
    });
    expect(issues({ ...examples.bug_hunting, score: 1.5 })[0]?.key).toBe('validation:wholeNumber');
  });
});

describe('pricing tiers', () => {
  const socialAndWeb3: TaskType[] = [
    'discord_join',
    'telegram_join',
    'youtube_subscribe',
    'facebook_like_page',
    'twitter_follow',
    'twitter_retweet',
    'twitter_reply',
    'twitter_like',
    'twitter_tweet',
    'hold_token',
    'hold_nft',
  ];

  it('give Basic the Web3 and social tasks only', () => {
    for (const type of socialAndWeb3) expect(tierAllows('basic', type), type).toBe(true);
    for (const type of ['quiz', 'form', 'in_game', 'bug_hunting'] as const) {
      expect(tierAllows('basic', type), type).toBe(false);
    }
  });

  it('add quiz, form and in-game tasks in Standard, bug hunting in Premium, everything in Enterprise', () => {
    for (const type of ['quiz', 'form', 'in_game'] as const) expect(tierAllows('standard', type)).toBe(true);
    expect(tierAllows('standard', 'bug_hunting')).toBe(false);
    expect(tierAllows('premium', 'bug_hunting')).toBe(true);
    expect(taskTypesForTier('enterprise')).toEqual([...TASK_TYPES]);
    expect(tierAllowsFeature('standard', 'transaction_tasks')).toBe(true);
    expect(tierAllowsFeature('standard', 'mini_game')).toBe(false);
    expect(tierAllowsFeature('premium', 'mini_game')).toBe(true);
    expect(tierAllowsFeature('premium', 'api_integration')).toBe(false);
    expect(tierAllowsFeature('enterprise', 'api_integration')).toBe(true);
  });

  it('never take away in a higher tier what a lower tier has', () => {
    const tier = fc.constantFrom(...PRICING_TIERS);
    fc.assert(
      fc.property(tier, tier, fc.constantFrom(...TASK_TYPES), (a: PricingTier, b: PricingTier, type) => {
        const [low, high] = PRICING_TIERS.indexOf(a) <= PRICING_TIERS.indexOf(b) ? [a, b] : [b, a];
        if (tierAllows(low, type)) expect(tierAllows(high, type)).toBe(true);
      }),
    );
  });

  it('feed social tasks into the social score and in-game tasks into the in-game score', () => {
    for (const type of socialAndWeb3.filter((t) => !t.startsWith('hold_'))) {
      expect(taskRegistry[type].scoreColumn, type).toBe('social');
    }
    expect(taskRegistry.in_game.scoreColumn).toBe('in_game');
    expect(taskRegistry.quiz.scoreColumn).toBe('other');
    expect(taskRegistry.bug_hunting.verification).toBe('review');
    expect(taskRegistry.quiz.verification).toBe('submission');
  });
});

describe('the custom API task', () => {
  it('is an Enterprise task checked by the host’s server', () => {
    expect(taskRegistry.custom_api).toMatchObject({ checkedBy: 'host', minTier: 'enterprise' });
    expect(tierAllows('premium', 'custom_api')).toBe(false);
    expect(tierAllows('enterprise', 'custom_api')).toBe(true);
    expect(outsideSourceOf('custom_api')).toBe('host');
    expect(selfDeclarable('custom_api')).toBe(false);
    expect(en.verification.checkHost).toBe('Checked by the host’s server');
  });

  it('needs a web endpoint without credentials (https is the server’s check)', () => {
    const base = { ...common, type: 'custom_api' };
    expect(issues({ ...base, endpoint_url: '' })[0]).toMatchObject({
      path: 'endpoint_url',
      key: 'validation:required',
    });
    for (const url of ['ftp://game.example/check', 'game.example/check', 'https://u:p@game.example/x']) {
      expect(issues({ ...base, endpoint_url: url })[0], url).toMatchObject({
        path: 'endpoint_url',
        key: 'customApi:endpointInvalid',
      });
    }
  });

  it('sends only identities it knows, each once, and none by default', () => {
    const base = { ...common, type: 'custom_api', endpoint_url: 'https://game.example/check' };
    expect(taskConfigSchema.parse(base)).toMatchObject({ identities: [] });
    expect(issues({ ...base, identities: ['phone'] })[0]?.key).toBe('tasks:choiceInvalid');
    expect(issues({ ...base, identities: ['email', 'email'] })[0]?.key).toBe('tasks:choiceInvalid');
  });
});

describe('how each task type is checked (the registry is the one answer)', () => {
  it('names the source of every automatic check, and derives the verification from it', () => {
    for (const type of TASK_TYPES) {
      const { checkedBy, verification } = taskRegistry[type];
      expect({ type, verification }).toEqual({
        type,
        verification: (CHECK_SOURCES as readonly string[]).includes(checkedBy) ? 'automatic' : checkedBy,
      });
    }
    expect(taskRegistry.youtube_subscribe).toMatchObject({ checkedBy: 'youtube', verification: 'automatic' });
    expect(taskRegistry.facebook_like_page).toMatchObject({ checkedBy: 'self_declared' });
    expect(taskRegistry.register).toMatchObject({ checkedBy: 'platform', verification: 'automatic' });
    expect(outsideSourceOf('hold_nft')).toBe('chain');
    expect(outsideSourceOf('visit_website')).toBeUndefined();
  });

  it('lets a player self-declare only the social tasks nothing here may be able to check', () => {
    expect(TASK_TYPES.filter(selfDeclarable)).toEqual([
      'discord_join',
      'telegram_join',
      'youtube_subscribe',
      'facebook_like_page',
      'twitter_follow',
      'twitter_retweet',
      'twitter_reply',
      'twitter_like',
      'twitter_tweet',
    ]);
  });

  it('labels an automatic check by its source for players', () => {
    const label = (type: TaskType) => checkLabel({ type, check: 'automatic', self_declared_score: true });
    expect(label('youtube_subscribe')).toBe('verification:checkYoutube');
    expect(label('hold_token')).toBe('eventPlay:checkOnChain');
    expect(label('register')).toBe('eventPlay:checkServer');
    expect(label('custom_api')).toBe('verification:checkHost');
    expect(
      checkLabel({ type: 'youtube_subscribe', check: 'self_declared', self_declared_score: false }),
    ).toBe('verification:checkSelfDeclaredNoScore');
  });
});
