import { type Risk, type Signal, type SignalSource, scoreRisk } from './score';
import { telegramIdCreatedAt } from './telegram-ids';

/**
 * An event's participants assessed from the signals stored as they arose (docs/trust.md): the account facts,
 * our groups' records, the sightings of addresses and devices (keyed hashes only), the task completions and
 * the text answers. Pure: the server loads the rows, this finds the shared groups and scores everyone.
 * Every window and count below is documented, with its reason, in docs/trust.md.
 */
export const DETECTION = {
  /** Account age at the event's start. */
  newAccountDayMs: 86_400_000,
  newAccountWeekMs: 7 * 86_400_000,
  /** A Telegram id whose estimated creation is this close before the event's start is "very recent". */
  recentTelegramIdMs: 180 * 86_400_000,
  /** Sightings of one address or range count as shared within this window. */
  sharedWindowMs: 10 * 60_000,
  /** Others on one exact address (3 accounts) and on one /24 or /48 (5 accounts) before it counts. */
  sharedAddressOthers: 2,
  sharedRangeOthers: 4,
  /** One device: any other account. */
  sharedDeviceOthers: 1,
  /** Sign-ups within this window of each other, and how many others make a burst. */
  burstWindowMs: 5 * 60_000,
  burstOthers: 4,
  /** The same tasks in the same order, each step within this of the previous account's, by this many accounts. */
  lockstepStepMs: 30_000,
  lockstepMinTasks: 3,
  lockstepMinAccounts: 3,
  /** A gap between two completions shorter than a person can read, and how many of them count. */
  fastGapMs: 3_000,
  fastGaps: 3,
  /** Text answers shorter than this (after normalising) are too short to be "copied". */
  copiedMinLength: 20,
  copiedOthers: 1,
  /** A wallet younger than this at the event's end is new; fewer transactions than this are few. */
  walletNewDays: 7,
  walletFewTx: 3,
  /** A wallet this old with this many transactions is established (a trust signal). */
  walletEstablishedDays: 180,
  walletEstablishedTx: 10,
  /** Wallets first funded by one address within this window of each other, and how many others make a cluster. */
  fundingWindowMs: 10 * 60_000,
  fundingOthers: 2,
  /**
   * A funder that sent this many transactions or more is a service (an exchange's or a bridge's hot wallet)
   * funding strangers all day: its wallets form no cluster (checked by the server, one read per funder).
   */
  busyFunderTxCount: 10_000,
  /**
   * A referrer whose referred participants include this many suspects (at high risk from the other signals,
   * or in a device, funding, lockstep, answers or referral-chain group) runs a ring.
   */
  referralRingSuspects: 3,
  /** Each account made within this of its referrer's account is a quick link; chains of this many accounts count. */
  referralChainLinkMs: 10 * 60_000,
  referralChainMinAccounts: 3,
} as const;

export type SightingKind = 'address' | 'range' | 'device';
export const CLUSTER_KINDS = [
  'address',
  'range',
  'device',
  'lockstep',
  'answers',
  'burst',
  'funding',
  'referral',
] as const;
export type ClusterKind = (typeof CLUSTER_KINDS)[number];

export interface AssessInput {
  /** Event start (ms since the epoch). */
  eventStart: number;
  participants: readonly {
    user_id: string;
    created_at: number;
    email_verified: boolean;
    telegram_id: string | null;
    /** Linked Discord / X accounts. */
    social_linked: number;
    /** Who referred the account (any account, taking part or not), and when the referrer's account was made. */
    referred_by?: string | null;
    referrer_created_at?: number | null;
  }[];
  /** Our groups' records per Telegram id; null when the monitoring tables could not be read at all. */
  groups: ReadonlyMap<string, { captcha_passed: boolean; captcha_failed: boolean; removed: boolean }> | null;
  sightings: readonly { user_id: string; kind: SightingKind; hash: string; at: number }[];
  completions: readonly { user_id: string; task_id: string; at: number }[];
  answers: readonly { user_id: string; task_id: string; text: string }[];
  /**
   * What the wallet reads found, per participant whose linked wallet was read; a participant missing here
   * (no wallet, or no RPC configured for the event's networks) has `wallet` in `not_run`.
   */
  wallets?: ReadonlyMap<string, WalletFact>;
}

/** One participant's wallet as the RPC reads found it (server: modules/trust/wallets.ts). */
export interface WalletFact {
  /** Days from the wallet's first funding or first transaction to the event's end; null: never used. */
  age_days: number | null;
  tx_count: number;
  /** Who sent the first funding (`<network>:<address>`, busy services left out) and when (ms). */
  fundings: readonly { funder: string; at: number }[];
}

export interface Assessment extends Risk {
  user_id: string;
  /** Sources that could not run for this participant. */
  not_run: SignalSource[];
}

export interface Cluster {
  kind: ClusterKind;
  /** A stable key within the event (the kind and a short, non-reversible tag). */
  key: string;
  members: string[];
}

export interface EventAssessment {
  participants: Assessment[];
  clusters: Cluster[];
}

type Flags = Map<string, Signal[]>;

function flag(flags: Flags, userId: string, signal: Signal) {
  const list = flags.get(userId);
  if (!list) return;
  const same = list.find((s) => s.code === signal.code);
  if (same) same.value = Math.max(same.value, signal.value);
  else list.push(signal);
}

/** For each user, the most distinct other users seen within `windowMs` of one of their sightings, per key. */
function sharedWithin(
  rows: readonly { user_id: string; at: number }[],
  windowMs: number,
): Map<string, Set<string>> {
  const sorted = [...rows].sort((a, b) => a.at - b.at);
  const others = new Map<string, Set<string>>();
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    const row = sorted[end]!;
    while (sorted[start]!.at < row.at - windowMs) start++;
    for (let i = start; i < end; i++) {
      const earlier = sorted[i]!;
      if (earlier.user_id === row.user_id) continue;
      if (!others.has(row.user_id)) others.set(row.user_id, new Set());
      if (!others.has(earlier.user_id)) others.set(earlier.user_id, new Set());
      others.get(row.user_id)!.add(earlier.user_id);
      others.get(earlier.user_id)!.add(row.user_id);
    }
  }
  return others;
}

const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function assessEvent(input: AssessInput): EventAssessment {
  const flags: Flags = new Map(input.participants.map((p) => [p.user_id, []]));
  const notRun = new Map<string, Set<SignalSource>>(input.participants.map((p) => [p.user_id, new Set()]));
  const clusters: Cluster[] = [];

  // The account
  for (const p of input.participants) {
    const age = input.eventStart - p.created_at;
    if (age < DETECTION.newAccountDayMs)
      flag(flags, p.user_id, { code: 'account_new_day', value: Math.max(0, Math.floor(age / 3_600_000)) });
    else if (age < DETECTION.newAccountWeekMs)
      flag(flags, p.user_id, { code: 'account_new_week', value: Math.floor(age / 86_400_000) });
    if (p.email_verified) flag(flags, p.user_id, { code: 'email_verified', value: 1 });
    if (p.social_linked > 0) flag(flags, p.user_id, { code: 'social_linked', value: p.social_linked });
    if (p.telegram_id) {
      flag(flags, p.user_id, { code: 'telegram_linked', value: 1 });
      const made = telegramIdCreatedAt(p.telegram_id);
      if (made !== null && input.eventStart - made < DETECTION.recentTelegramIdMs)
        flag(flags, p.user_id, {
          code: 'telegram_recent_id',
          value: Math.max(0, Math.floor((input.eventStart - made) / 86_400_000)),
        });
    }
    // Our groups
    const record = p.telegram_id && input.groups ? input.groups.get(p.telegram_id) : undefined;
    if (!p.telegram_id || input.groups === null) notRun.get(p.user_id)!.add('groups');
    else if (record) {
      if (record.captcha_passed) flag(flags, p.user_id, { code: 'captcha_passed', value: 1 });
      if (record.removed) flag(flags, p.user_id, { code: 'group_removed', value: 1 });
      if (record.captcha_failed) flag(flags, p.user_id, { code: 'group_flagged', value: 1 });
    }
    const wallet = input.wallets?.get(p.user_id);
    if (!wallet) notRun.get(p.user_id)!.add('wallet');
    else {
      const age = wallet.age_days ?? 0;
      if (age < DETECTION.walletNewDays)
        flag(flags, p.user_id, { code: 'wallet_new', value: Math.floor(age) });
      if (wallet.tx_count < DETECTION.walletFewTx)
        flag(flags, p.user_id, { code: 'wallet_few_tx', value: wallet.tx_count });
      if (age >= DETECTION.walletEstablishedDays && wallet.tx_count >= DETECTION.walletEstablishedTx)
        flag(flags, p.user_id, { code: 'wallet_established', value: Math.floor(age) });
    }
  }

  // Wallets first funded by one address within minutes of each other
  const byFunder = new Map<string, { user_id: string; at: number }[]>();
  for (const [userId, wallet] of input.wallets ?? []) {
    if (!flags.has(userId)) continue;
    for (const funding of wallet.fundings) {
      const list = byFunder.get(funding.funder);
      if (list) list.push({ user_id: userId, at: funding.at });
      else byFunder.set(funding.funder, [{ user_id: userId, at: funding.at }]);
    }
  }
  for (const [funder, rows] of byFunder) {
    const members: string[] = [];
    for (const [userId, set] of sharedWithin(rows, DETECTION.fundingWindowMs))
      if (set.size >= DETECTION.fundingOthers) {
        members.push(userId);
        flag(flags, userId, { code: 'funding_cluster', value: set.size + 1 });
      }
    if (members.length > 0)
      clusters.push({
        kind: 'funding',
        key: `funding-${funder.replace(':', '-')}`,
        members: members.sort(),
      });
  }

  // Addresses and devices
  const seen = new Set<string>();
  const byKey = new Map<string, { user_id: string; at: number }[]>();
  for (const s of input.sightings) {
    if (!flags.has(s.user_id)) continue;
    seen.add(s.user_id);
    const key = `${s.kind}:${s.hash}`;
    const list = byKey.get(key);
    if (list) list.push(s);
    else byKey.set(key, [s]);
  }
  for (const p of input.participants) if (!seen.has(p.user_id)) notRun.get(p.user_id)!.add('network');
  for (const [key, rows] of byKey) {
    const kind = key.slice(0, key.indexOf(':')) as SightingKind;
    const others = sharedWithin(
      rows,
      kind === 'device' ? Number.POSITIVE_INFINITY : DETECTION.sharedWindowMs,
    );
    const threshold =
      kind === 'device'
        ? DETECTION.sharedDeviceOthers
        : kind === 'address'
          ? DETECTION.sharedAddressOthers
          : DETECTION.sharedRangeOthers;
    const members: string[] = [];
    for (const [userId, set] of others)
      if (set.size >= threshold) {
        members.push(userId);
        flag(flags, userId, { code: `shared_${kind}`, value: set.size + 1 });
      }
    if (members.length > 0)
      clusters.push({
        kind,
        key: `${kind}-${key.slice(key.indexOf(':') + 1, key.indexOf(':') + 9)}`,
        members,
      });
  }

  // Behaviour: sign-up bursts
  const created = input.participants
    .map((p) => ({ user_id: p.user_id, at: p.created_at }))
    .sort((a, b) => a.at - b.at);
  {
    let lo = 0;
    let hi = 0;
    const burst: string[] = [];
    for (let i = 0; i < created.length; i++) {
      const at = created[i]!.at;
      while (created[lo]!.at < at - DETECTION.burstWindowMs) lo++;
      while (hi + 1 < created.length && created[hi + 1]!.at <= at + DETECTION.burstWindowMs) hi++;
      const others = hi - lo;
      if (others >= DETECTION.burstOthers) {
        burst.push(created[i]!.user_id);
        flag(flags, created[i]!.user_id, { code: 'burst_signup', value: others + 1 });
      }
    }
    if (burst.length > 0) clusters.push({ kind: 'burst', key: 'burst', members: burst });
  }

  // Behaviour: the same tasks in the same order, in step; completions faster than reading
  const sequences = new Map<string, { task_id: string; at: number }[]>();
  for (const c of input.completions) {
    if (!flags.has(c.user_id)) continue;
    const list = sequences.get(c.user_id);
    if (list) list.push(c);
    else sequences.set(c.user_id, [c]);
  }
  const byOrder = new Map<string, { user_id: string; times: number[] }[]>();
  for (const [userId, list] of sequences) {
    list.sort((a, b) => a.at - b.at || a.task_id.localeCompare(b.task_id));
    let fast = 0;
    for (let i = 1; i < list.length; i++) if (list[i]!.at - list[i - 1]!.at < DETECTION.fastGapMs) fast++;
    if (fast >= DETECTION.fastGaps) flag(flags, userId, { code: 'fast_completion', value: fast });
    if (list.length < DETECTION.lockstepMinTasks) continue;
    const order = list.map((c) => c.task_id).join('\n');
    const group = byOrder.get(order);
    const entry = { user_id: userId, times: list.map((c) => c.at) };
    if (group) group.push(entry);
    else byOrder.set(order, [entry]);
  }
  let lockstepIndex = 0;
  for (const group of byOrder.values()) {
    if (group.length < DETECTION.lockstepMinAccounts) continue;
    group.sort((a, b) => a.times[0]! - b.times[0]!);
    // Each account joins the first run whose latest account it is in step with (runs still open: their latest
    // first step within the window); honest players in the same order but minutes apart start runs of their own.
    const runs: (typeof group)[] = [];
    let active: (typeof group)[] = [];
    for (const next of group) {
      active = active.filter((r) => r.at(-1)!.times[0]! >= next.times[0]! - DETECTION.lockstepStepMs);
      const run = active.find((r) =>
        next.times.every((t, step) => Math.abs(t - r.at(-1)!.times[step]!) <= DETECTION.lockstepStepMs),
      );
      if (run) run.push(next);
      else {
        runs.push([next]);
        active.push(runs.at(-1)!);
      }
    }
    for (const run of runs) {
      if (run.length < DETECTION.lockstepMinAccounts) continue;
      const members = run.map((r) => r.user_id);
      for (const id of members) flag(flags, id, { code: 'lockstep_tasks', value: members.length });
      clusters.push({ kind: 'lockstep', key: `lockstep-${++lockstepIndex}`, members });
    }
  }

  // Behaviour: identical or near-identical text answers
  const byAnswer = new Map<string, Set<string>>();
  for (const a of input.answers) {
    if (!flags.has(a.user_id)) continue;
    const text = normalise(a.text);
    if (text.length < DETECTION.copiedMinLength) continue;
    const key = `${a.task_id}\n${text}`;
    const set = byAnswer.get(key);
    if (set) set.add(a.user_id);
    else byAnswer.set(key, new Set([a.user_id]));
  }
  let answersIndex = 0;
  for (const set of byAnswer.values()) {
    if (set.size - 1 < DETECTION.copiedOthers) continue;
    const members = [...set];
    for (const id of members) flag(flags, id, { code: 'copied_answers', value: members.length });
    clusters.push({ kind: 'answers', key: `answers-${++answersIndex}`, members });
  }

  referrals(input, flags, clusters);

  return {
    participants: input.participants.map((p) => ({
      user_id: p.user_id,
      ...scoreRisk(flags.get(p.user_id)!),
      not_run: [...notRun.get(p.user_id)!],
    })),
    clusters,
  };
}

/** Cluster kinds whose members count as suspects for a referral ring: the groups people rarely fall into. */
const SUSPECT_CLUSTERS: ReadonlySet<ClusterKind> = new Set([
  'device',
  'funding',
  'lockstep',
  'answers',
  'referral',
]);

/**
 * Referrals: chains of accounts each made within minutes of its referrer's (`referral_chain`), then referrers
 * whose referred participants are suspects by every other signal (`referral_ring`). The chain is followed
 * through the participants and their referrers (a referrer not taking part ends it upwards).
 */
function referrals(input: AssessInput, flags: Flags, clusters: Cluster[]) {
  const created = new Map<string, number>();
  const quickParent = new Map<string, string>();
  for (const p of input.participants) {
    created.set(p.user_id, p.created_at);
    if (p.referred_by && p.referrer_created_at !== null && p.referrer_created_at !== undefined) {
      if (!created.has(p.referred_by)) created.set(p.referred_by, p.referrer_created_at);
      const gap = p.created_at - p.referrer_created_at;
      if (gap >= 0 && gap <= DETECTION.referralChainLinkMs) quickParent.set(p.user_id, p.referred_by);
    }
  }
  // Each account's root along quick links, and each tree's members and longest chain (accounts).
  const rootOf = (id: string) => {
    let node = id;
    let depth = 0;
    const seen = new Set<string>();
    while (quickParent.has(node) && !seen.has(node)) {
      seen.add(node);
      node = quickParent.get(node)!;
      depth++;
    }
    return { root: node, depth };
  };
  const trees = new Map<string, { members: Set<string>; longest: number }>();
  for (const id of quickParent.keys()) {
    const { root, depth } = rootOf(id);
    const tree = trees.get(root) ?? { members: new Set([root]), longest: 1 };
    tree.members.add(id);
    tree.longest = Math.max(tree.longest, depth + 1);
    trees.set(root, tree);
  }
  let chainIndex = 0;
  for (const tree of trees.values()) {
    if (tree.longest < DETECTION.referralChainMinAccounts) continue;
    const members = [...tree.members].filter((id) => flags.has(id)).sort();
    if (members.length === 0) continue;
    for (const id of members) flag(flags, id, { code: 'referral_chain', value: tree.members.size });
    clusters.push({ kind: 'referral', key: `referral-chain-${++chainIndex}`, members });
  }

  // Rings: the referred participants' standing from everything else found so far.
  const inSuspectCluster = new Set<string>();
  for (const c of clusters)
    if (SUSPECT_CLUSTERS.has(c.kind)) for (const id of c.members) inSuspectCluster.add(id);
  const suspectsOf = new Map<string, string[]>();
  for (const p of input.participants) {
    if (!p.referred_by || !flags.has(p.referred_by)) continue;
    const suspect = inSuspectCluster.has(p.user_id) || scoreRisk(flags.get(p.user_id)!).level === 'high';
    if (!suspect) continue;
    const list = suspectsOf.get(p.referred_by);
    if (list) list.push(p.user_id);
    else suspectsOf.set(p.referred_by, [p.user_id]);
  }
  let ringIndex = 0;
  for (const [referrer, suspects] of suspectsOf) {
    if (suspects.length < DETECTION.referralRingSuspects) continue;
    flag(flags, referrer, { code: 'referral_ring', value: suspects.length });
    clusters.push({
      kind: 'referral',
      key: `referral-ring-${++ringIndex}`,
      members: [referrer, ...suspects.sort()],
    });
  }
}
