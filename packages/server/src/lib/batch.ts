/**
 * Group commit: calls made while the event loop is busy are answered by one run over all of them, so a burst
 * of N requests costs the database one statement (one round trip, one commit) instead of N.
 *
 * A call queues its item and a flush is scheduled with `setImmediate`, after the I/O callbacks of the current
 * loop turn: every request that arrived in that turn is in the batch. At most `maxInFlight` runs are under way
 * at once; calls made meanwhile wait for the next, so the busier the database, the larger its batches, and a
 * lone call waits for nothing but the end of its loop turn.
 *
 * `run` answers one result per item, in order, and must be atomic (one statement, or one transaction): when a
 * run of several items fails (one item breaks a constraint, a deadlock), it wrote nothing, and each item is run
 * again alone, so an item's failure is its own.
 */
export function batched<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { maxSize = 64, maxInFlight = 2 }: { maxSize?: number; maxInFlight?: number } = {},
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
        if (calls.length === 1) calls[0]!.reject(error);
        else await Promise.all(calls.map(runAlone));
        return;
      }
      if (outs.length !== calls.length) {
        const error = new Error(`a batch of ${calls.length} answered ${outs.length} results`);
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
