import { act, renderHook } from '@testing-library/react';
import { memoryStorage } from '@w2e/core/events/creation';
import { describe, expect, it } from 'vitest';
import { useEventCreation, useEventCreationStore } from './creation';

describe('event creation binding', () => {
  it('keeps one store across renders and re-renders with the selected state', () => {
    const storage = memoryStorage();
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders += 1;
      const store = useEventCreationStore({ storage });
      return { store, title: useEventCreation(store, (state) => state.draft.general.title) };
    });
    const first = result.current.store;
    rerender();
    expect(result.current.store).toBe(first);

    const before = renders;
    act(() => result.current.store.getState().update('general', { title: 'Summer Quest' }));
    expect(result.current.title).toBe('Summer Quest');
    expect(renders).toBe(before + 1);
    act(() => result.current.store.getState().check('general'));
    // The selected title did not change: no render for an unrelated change.
    expect(renders).toBe(before + 1);
  });
});
