/** A loop started by `startTicker`; `close` stops it and waits for the tick under way, if any. */
export interface Ticker {
  close(): Promise<void>;
}

/**
 * Runs `tick` every `everyMs` on this instance, one at a time: when a tick is still running at the next beat,
 * that beat is skipped rather than stacked. A failed tick goes to `onError` and the loop goes on. The timer does
 * not keep the process alive. Work that must run once across instances is made so by the database, not by this
 * loop (every instance runs its own).
 */
export function startTicker(
  everyMs: number,
  tick: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Ticker {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .then(
        () => {},
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
