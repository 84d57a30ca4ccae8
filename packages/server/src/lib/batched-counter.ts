import type { CounterStore, WindowCount } from './rate-limit';

interface Window {
  /** The shared count as the store last answered it (this instance's sent counts included). */
  shared: number;
  /** Counted here and on their way to the store. */
  sending: number;
  /** Counted here, not sent yet. */
  unsent: number;
  /** When the store's window ends (this process's clock). */
  resetAt: number;
  windowMs: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * A fixed-window counter for a limit checked on every request of a busy caller (a partner API key), which
 * must hold across instances but should not cost a round trip to the shared store on each call.
 *
 * The first call of a window goes to the store (so a new instance starts from what the others counted);
 * later calls count in the process and are answered from the shared count last seen plus this instance's
 * own, and the calls counted here are added to the store in one `increment(key, window, n)` per key every
 * `flushMs`, whose answer brings the other instances' counts in. Within one instance the count is exact;
 * across N instances a caller may pass its limit by at most what the other instances served it in one
 * `flushMs`. Counts not sent when a window ends belong to it and are dropped; a failed send is tried again
 * with the next one.
 */
export function batchedCounter(store: CounterStore, flushMs: number) {
  const windows = new Map<string, Window | Promise<Window>>();

  async function open(key: string, windowMs: number): Promise<Window> {
    const counted = await store.increment(key, windowMs);
    const resetAt = Date.now() + counted.resetInMs;
    return { shared: counted.count, sending: 0, unsent: 0, resetAt, windowMs, timer: undefined };
  }

  async function send(key: string, window: Window): Promise<void> {
    window.timer = undefined;
    if (Date.now() >= window.resetAt) {
      // The window is over: its unsent counts would land in the next one.
      if (windows.get(key) === window) windows.delete(key);
      return;
    }
    const n = window.unsent;
    if (n === 0) return;
    window.unsent = 0;
    window.sending += n;
    try {
      const counted = await store.increment(key, window.windowMs, n);
      // Counts only grow within a window: an answer overtaken by a later one is not taken back.
      window.shared = Math.max(window.shared, counted.count);
      window.resetAt = Date.now() + counted.resetInMs;
    } catch {
      window.unsent += n;
    } finally {
      window.sending -= n;
    }
    if (window.unsent > 0) schedule(key, window);
  }

  function schedule(key: string, window: Window): void {
    window.timer ??= setTimeout(() => void send(key, window), flushMs).unref();
  }

  return {
    /** Sends every count not sent yet now (on close, and in tests), and waits for the store's answers. */
    async flush(): Promise<void> {
      await Promise.all(
        [...windows].map(async ([key, entry]) => {
          if (entry instanceof Promise) return;
          clearTimeout(entry.timer);
          await send(key, entry);
        }),
      );
    },
    async increment(key: string, windowMs: number): Promise<WindowCount> {
      const entry = windows.get(key);
      if (entry === undefined || (!(entry instanceof Promise) && Date.now() >= entry.resetAt)) {
        const opening = open(key, windowMs);
        windows.set(key, opening);
        try {
          const window = await opening;
          if (windows.get(key) === opening) windows.set(key, window);
          return { count: window.shared, resetInMs: Math.max(0, window.resetAt - Date.now()) };
        } catch (error) {
          if (windows.get(key) === opening) windows.delete(key);
          throw error;
        }
      }
      const window = entry instanceof Promise ? await entry : entry;
      window.unsent += 1;
      schedule(key, window);
      return {
        count: window.shared + window.sending + window.unsent,
        resetInMs: Math.max(0, window.resetAt - Date.now()),
      };
    },
  };
}
