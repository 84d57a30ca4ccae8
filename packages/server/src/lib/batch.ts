/**
 * Group commit: calls made while the event loop is busy are answered by one run over all of them, so a burst
 * of N requests costs the database one statement (one round trip, one commit) instead of N.
 *
 * A call queues its item and a flush is scheduled with `setImmediate`, after the I/O callbacks of the current
 * loop turn: every request that arrived in that turn is in the batch. At most `maxInFlight` runs are under way
 * at once; calls made meanwhile wait for the next, so the busier the database, the larger its batches, and a
 * lone call waits for nothing but the end of its loop turn.
 *
 * `run` answers one result per item, in order, and must be atomic (one statement, or one transaction). When a
 * run of several items fails with an error that proves it wrote nothing (`retryAlone`: by default any, right
 * for reads; for writes, `failedInDatabase`), each item is run again alone, so an item's failure (one breaks a
 * constraint) is its own. Any other failure (the connection lost, perhaps after the commit) fails every item of
 * the run, and nothing is run again.
 */
export function batched<I, O>(
  run: (items: I[]) => Promise<O[]>,
  {
    maxSize = 64,
    maxInFlight = 2,
    retryAlone = () => true,
  }: { maxSize?: number; maxInFlight?: number; retryAlone?: (error: unknown) => boolean } = {},
): (item: I) => Promise<O> {
  interface Call {
    item: I;
    resolve: (value: O) => void;
    reject: (reason: unknown) => void;
  }
  let queue: Call[] = [];
  let inFlight = 0;
  let scheduled = false;

  const runAlone = async (call: Call) => {
    try {
      const [out] = await run([call.item]);
      call.resolve(out as O);
    } catch (error) {
      call.reject(error);
    }
  };

  const start = async (calls: Call[]) => {
    inFlight += 1;
    try {
      let outs: O[];
      try {
        outs = await run(calls.map((call) => call.item));
      } catch (error) {
        if (calls.length > 1 && retryAlone(error)) await Promise.all(calls.map(runAlone));
        else for (const call of calls) call.reject(error);
        return;
      }
      if (!Array.isArray(outs) || outs.length !== calls.length) {
        const error = new Error(`a batch of ${calls.length} answered ${String(outs?.length)} results`);
        for (const call of calls) call.reject(error);
      } else {
        for (const [index, call] of calls.entries()) call.resolve(outs[index] as O);
      }
    } finally {
      inFlight -= 1;
      flush();
    }
  };

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const calls = queue.length <= maxSize ? queue : queue.slice(0, maxSize);
      queue = queue.length <= maxSize ? [] : queue.slice(maxSize);
      void start(calls);
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/**
 * Whether a statement failed in the database, which then rolled it back: the error carries a SQLSTATE (five
 * characters; postgres.js and PGlite both set `code`, drizzle wraps it as `cause`). A lost connection carries
 * none: the statement may have committed.
 */
export function failedInDatabase(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
