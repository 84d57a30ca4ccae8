import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeout } from './timers';

describe('useTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the latest callback once when the time is up; a re-render does not restart the timer', () => {
    const calls: string[] = [];
    const { rerender } = renderHook(({ name }) => useTimeout(() => calls.push(name), 1000), {
      initialProps: { name: 'first' },
    });
    vi.advanceTimersByTime(600);
    rerender({ name: 'second' });
    vi.advanceTimersByTime(399);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['second']);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(['second']);
  });

  it('does nothing while disarmed, after unmounting, or before a restarted timer is up', () => {
    const callback = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ ms, key }: { ms: number | null; key: number }) => useTimeout(callback, ms, key),
      { initialProps: { ms: null as number | null, key: 1 } },
    );
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    rerender({ ms: 1000, key: 1 });
    vi.advanceTimersByTime(800);
    rerender({ ms: 1000, key: 2 });
    vi.advanceTimersByTime(800);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
    rerender({ ms: 1000, key: 3 });
    unmount();
    vi.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
