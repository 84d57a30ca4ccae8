import {
  createEventCreationStore,
  type EventCreationOptions,
  type EventCreationState,
  type EventCreationStore,
} from '@w2e/core/events/creation';
import { useState } from 'react';
import { useStore } from 'zustand';

/**
 * The React binding of core's five-step event creation store: one store per mounted flow (created once, so a
 * re-render keeps the draft), read with a selector so each step re-renders only for what it shows.
 */
export function useEventCreationStore(options?: EventCreationOptions): EventCreationStore {
  const [store] = useState(() => createEventCreationStore(options));
  return store;
}

export function useEventCreation<T>(
  store: EventCreationStore,
  selector: (state: EventCreationState) => T,
): T {
  return useStore(store, selector);
}
