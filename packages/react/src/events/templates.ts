import { useQuery } from '@tanstack/react-query';
import { createEventFromTemplate, duplicateEvent, listEventTemplates } from '@w2e/core/api/event-templates';
import type { TemplateEventBody } from '@w2e/core/contracts/event-templates';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { eventKeys } from './queries';

const templateKeys = { all: ['event-templates'] as const };

/** The ready campaigns (data in core: they change with a release, not while a page is open). */
export function useEventTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: async () => listEventTemplates(await api.http()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A draft from a template; the host's lists show it. */
export function useCreateFromTemplate() {
  return useApiMutation(
    (http, { templateId, body }: { templateId: string; body: TemplateEventBody }) =>
      createEventFromTemplate(http, templateId, body),
    { invalidates: [eventKeys.all] },
  );
}

/** A copy of the host's own event as a new draft. */
export function useDuplicateEvent(id: string) {
  return useApiMutation((http) => duplicateEvent(http, id), { invalidates: [eventKeys.all] });
}
