import type { CreationStep, Event, UpdateEventBody } from '@w2e/core/contracts/events';
import type { EventCreationStore, EventDraft } from '@w2e/core/events/creation';
import { useUpdateEvent } from '@w2e/react/events/queries';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { nextStep } from './draft';

/**
 * Saves one step of a saved event: keeps it in the flow's store, PATCHes it with the step the flow reaches (so
 * another device resumes there), and on a refusal toasts "Event update error" and puts the server's field
 * errors under the fields whose path starts with one of `fields`.
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
  return async (values: EventDraft[S] & UpdateEventBody): Promise<boolean> => {
    store.getState().update(step, values);
    try {
      const result = await updateEvent.mutateAsync({ ...values, step: nextStep(step) });
      toast.success(result.message);
      return true;
    } catch (error) {
      toast.error(t('events:updateError'));
      applyServerFieldErrors(error, setError, (path) => fields.includes(path.split('.')[0] ?? ''));
      return false;
    }
  };
}
