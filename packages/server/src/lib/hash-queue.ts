import { serviceUnavailable } from './errors';

/**
 * Which line a password hash waits in. `owner`: a sign-in to an account from an address it has signed in from
 * before, which only its owner has; it goes ahead of everything else. `other`: every other hash (unknown
 * names' decoys, guesses, registrations, resets).
 */
export type HashLane = 'owner' | 'other';

export interface HashQueueOptions {
  /** Hashes run at once (each holds one of libuv's threads for its ~100 ms). */
  concurrency: number;
  /** Hashes that may wait, per lane; one more is refused with 503 before any hashing. */
  maxQueued: number;
}

export interface HashQueue {
  /** Runs `work` when a slot is free; throws 503 with Retry-After at once when the lane's line is full. */
  run<T>(work: () => Promise<T>, lane?: HashLane): Promise<T>;
  /**
   * Throws the same 503 now when the lane's line is full, so a request that would be refused does no other
   * work first (its counters, its database reads).
   */
  admit(lane?: HashLane): void;
  /** Running and waiting hashes, for tests and the benchmark. */
  load(): { running: number; queued: number };
}

/**
 * A bounded line in front of password hashing. scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), shared with file and DNS work: unbounded, a burst of decoy hashes for
 * unknown names queues there for tens of seconds, and a real sign-in waits behind all of it. Here at most
 * `concurrency` hashes run, at most `maxQueued` wait in each lane, and the owner's lane is served first, so the
 * work one instance takes on is bounded and a full line answers 503 with Retry-After before hashing anything.
 */
export function createHashQueue({ concurrency, maxQueued }: HashQueueOptions): HashQueue {
  const lanes: Record<HashLane, Array<() => void>> = { owner: [], other: [] };
  let running = 0;
  /** A running average of one hash's time, for Retry-After. */
  let averageMs = 100;

  const next = () => {
    while (running < concurrency) {
      const start = lanes.owner.shift() ?? lanes.other.shift();
      if (!start) return;
      running += 1;
      start();
    }
  };

  const admit = (lane: HashLane = 'other') => {
    if (running >= concurrency && lanes[lane].length >= maxQueued) {
      const waiting = lanes.owner.length + lanes.other.length + running;
      throw serviceUnavailable('errors:serverBusy', (waiting * averageMs) / concurrency / 1000);
    }
  };

  return {
    admit,
    run(work, lane = 'other') {
      const line = lanes[lane];
      try {
        admit(lane);
      } catch (error) {
        return Promise.reject(error);
      }
      return new Promise((resolve, reject) => {
        line.push(() => {
          const started = performance.now();
          work()
            .then(resolve, reject)
            .finally(() => {
              averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    load: () => ({ running, queued: lanes.owner.length + lanes.other.length }),
  };
}
