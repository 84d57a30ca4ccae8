import type { CreationStep, Event, UpdateEventBody } from '@w2e/core/contracts/events';
import type { EventCreationStore, EventDraft } from '@w2e/core/events/creation';
import { useUpdateEvent } from '@w2e/react/events/queries';
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { nextStep, SAVED_TOAST } from './draft';

/**
 * Saves what the open step holds that is not saved yet: true when there was nothing to save or the server
 * stored it, false when it was refused (its errors are then under its fields).
 */
export type SaveOpenStep = () => Promise<boolean>;

/** Where the open step leaves its `SaveOpenStep`, so publishing or leaving the step saves what was typed first. */
export interface OpenStepSave {
  current: SaveOpenStep | null;
}

/**
 * Registers the open step's save while it is on screen. `dirty` and `save` are read when the save is asked
 * for, so the latest typed values are the ones saved.
 */
export function useOpenStepSave(slot: OpenStepSave | undefined, dirty: boolean, save: SaveOpenStep) {
  const latest = useRef({ dirty, save });
  latest.current = { dirty, save };
  useEffect(() => {
    if (!slot) return;
    const saveOpen: SaveOpenStep = () =>
      latest.current.dirty ? latest.current.save() : Promise.resolve(true);
    slot.current = saveOpen;
    return () => {
      if (slot.current === saveOpen) slot.current = null;
    };
  }, [slot]);
}

/**
 * Saves one step of a saved event: keeps it in the flow's store, PATCHes it with the step the flow reaches (so
 * another device resumes there), and on a refusal toasts "Event update error" and puts the server's field
 * errors under the fields whose path starts with one of `fields`. `quiet` saves without the success toast
 * (a save on the way to publishing, whose own toast follows).
 */
export function useSaveStep<S extends CreationStep, T extends FieldValues>(
  store: EventCreationStore,
  event: Event,
  step: S,
  fields: readonly string[],
  setError: UseFormSetError<T>,
) {
  const { t } = useTranslation();
  const updateEvent = useUpdateEvent(event.id);
  return async (values: EventDraft[S] & UpdateEventBody, { quiet = false } = {}): Promise<boolean> => {
    store.getState().update(step, values);
    try {
      const result = await updateEvent.mutateAsync({ ...values, ...(quiet ? {} : { step: nextStep(step) }) });
      if (!quiet) toast.success(result.message, SAVED_TOAST);
      return true;
    } catch (error) {
      toast.hide(SAVED_TOAST);
      toast.error(t('events:updateError'));
      applyServerFieldErrors(error, setError, (path) => fields.includes(path.split('.')[0] ?? ''));
      return false;
    }
  };
}

/**
 * A form's save of what was typed, for `useOpenStepSave`: validates (the refusal shows under the fields), saves
 * quietly, then `markClean` (the form's `reset` with its values) so it is not saved twice.
 */
export function saveTyped<O>(
  handleSubmit: (valid: (values: O) => Promise<void>, invalid: () => void) => () => Promise<void>,
  markClean: () => void,
  save: (values: O) => Promise<boolean>,
): SaveOpenStep {
  return () =>
    new Promise<boolean>((resolve) => {
      void handleSubmit(
        async (values) => {
          const ok = await save(values);
          if (ok) markClean();
          resolve(ok);
        },
        () => resolve(false),
      )();
    });
}
