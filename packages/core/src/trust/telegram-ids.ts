/**
 * When a Telegram account was made, estimated from its id. Telegram hands out user ids in growing order, so a
 * table of ids whose creation month is known gives an estimate by linear interpolation between its anchors
 * (and, past the newest anchor, by extending the last segment's slope). The anchors below are the ones public
 * id-age estimators use (month precision at best); they are approximate, and the signal built on them
 * (`telegram_recent_id`, docs/trust.md) weighs little for that reason. Refresh the table when a better one is
 * at hand: add rows, keep them in ascending id order.
 */
export const TELEGRAM_ID_ANCHORS: readonly (readonly [id: number, createdAt: string])[] = [
  [1, '2013-08-01'],
  [200_000_000, '2016-01-01'],
  [369_669_043, '2017-04-15'],
  [616_816_630, '2018-06-22'],
  [755_000_000, '2019-01-21'],
  [1_919_230_638, '2020-08-21'],
  [2_018_845_111, '2020-12-15'],
  [4_317_845_111, '2021-05-03'],
  [5_336_336_790, '2022-03-04'],
  [5_396_587_273, '2022-03-23'],
  [6_000_000_000, '2022-12-01'],
  [7_000_000_000, '2024-03-01'],
  [7_500_000_000, '2024-10-01'],
];

const anchors = TELEGRAM_ID_ANCHORS.map(([id, date]) => [id, Date.parse(`${date}T00:00:00Z`)] as const);

/** The estimated creation time (ms since the epoch) of a Telegram user id; null for an id that is not one. */
export function telegramIdCreatedAt(id: string | number | bigint): number | null {
  const n = Number(id);
  if (!Number.isFinite(n) || n < 1) return null;
  let i = 1;
  while (i < anchors.length - 1 && anchors[i]![0] < n) i++;
  const [id0, t0] = anchors[i - 1]!;
  const [id1, t1] = anchors[i]!;
  const at = t0 + ((n - id0) * (t1 - t0)) / (id1 - id0);
  return Math.round(Math.max(anchors[0]![1], at));
}
