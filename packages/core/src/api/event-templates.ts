import {
  type EventTemplateList,
  eventTemplateListSchema,
  type TemplateEventBody,
} from '../contracts/event-templates';
import { type EventResult, eventResultSchema } from '../contracts/events';
import type { HttpClient } from './http';

/** GET /api/event-templates: the ready campaigns a host starts from. */
export async function listEventTemplates(http: HttpClient): Promise<EventTemplateList> {
  const { data } = await http.get('event-templates');
  return eventTemplateListSchema.parse(data);
}

/** POST /api/event-templates/{id}/events: a draft of the template for a host, in the reader's language. */
export async function createEventFromTemplate(
  http: HttpClient,
  templateId: string,
  body: TemplateEventBody,
): Promise<EventResult> {
  const { data } = await http.post(`event-templates/${encodeURIComponent(templateId)}/events`, body);
  return eventResultSchema.parse(data);
}

/** POST /api/events/{id}/duplicate: a new draft copying the host's own event. */
export async function duplicateEvent(http: HttpClient, id: string): Promise<EventResult> {
  const { data } = await http.post(`events/${encodeURIComponent(id)}/duplicate`);
  return eventResultSchema.parse(data);
}
