/**
 * Every call a verifier makes to an outside service goes through `callOutside`: a 5 s timeout per try, at
 * most OUTSIDE_TRIES tries with a short pause between them, and a per-source budget of calls per second so a
 * burst of players cannot get our key or our node banned. Any failure (timeout, refused connection, an
 * answer that makes no sense, the budget spent) is an `OutsideFailure`, which a verifier reports as
 * "unavailable": it never grants.
 */
export const OUTSIDE_TIMEOUT_MS = 5000;
export const OUTSIDE_TRIES = 2;
const RETRY_PAUSE_MS = 200;

export class OutsideFailure extends Error {
  constructor(
    readonly source: string,
    cause: unknown,
  ) {
    super(`${source}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'OutsideFailure';
  }
}

/** Calls per source in the current second; in-process, as it protects this process's own outbound traffic. */
const budgets = new Map<string, { second: number; used: number }>();

function spend(source: string, perSecond: number): boolean {
  const second = Math.floor(Date.now() / 1000);
  const budget = budgets.get(source);
  if (!budget || budget.second !== second) {
    budgets.set(source, { second, used: 1 });
    return true;
  }
  if (budget.used >= perSecond) return false;
  budget.used += 1;
  return true;
}

export async function callOutside<T>(
  source: string,
  perSecond: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  let last: unknown;
  for (let attempt = 1; attempt <= OUTSIDE_TRIES; attempt += 1) {
    if (!spend(source, perSecond)) throw new OutsideFailure(source, 'rate limit reached');
    try {
      const signal = AbortSignal.timeout(OUTSIDE_TIMEOUT_MS);
      return await Promise.race([
        call(signal),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true }),
        ),
      ]);
    } catch (error) {
      last = error;
    }
    if (attempt < OUTSIDE_TRIES) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
  throw new OutsideFailure(source, last);
}
