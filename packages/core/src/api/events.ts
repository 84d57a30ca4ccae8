import { type Ack, ackSchema } from '../contracts/common';
import {
  type CreateEventBody,
  type Event,
  type EventHostList,
  type EventPage,
  type EventResult,
  type EventsQuery,
  eventHostListSchema,
  eventPageSchema,
  eventResultSchema,
  eventSchema,
  type MyCampaigns,
  myCampaignsSchema,
  type UpdateEventBody,
} from '../contracts/events';
import { type EventEditor, eventEditorSchema } from '../contracts/tasks';
import type { HttpClient } from './http';

const path = (id: string) => `events/${encodeURIComponent(id)}`;

/** GET /api/events: published events, filtered by phase, nonstop and title. */
export async function listEvents(http: HttpClient, params: EventsQuery = {}): Promise<EventPage> {
  const { data } = await http.get('events', { params });
  return eventPageSchema.parse(data);
}

/** GET /api/events/{slug}: the event page (a draft only for its host). */
export async function getEvent(http: HttpClient, slug: string): Promise<Event> {
  const { data } = await http.get(path(slug));
  return eventSchema.parse(data);
}

/** GET /api/events/hosts: the projects, games and clans the signed-in user may host for. */
export async function getEventHosts(http: HttpClient): Promise<EventHostList> {
  const { data } = await http.get('events/hosts');
  return eventHostListSchema.parse(data);
}

/**
 * POST /api/events: a draft from the General step. Quiet on failure, as `updateEvent`: the editor says "Create
 * event error" (spec section 8) and puts the server's messages under their fields.
 */
export async function createEvent(http: HttpClient, body: CreateEventBody): Promise<EventResult> {
  const { data } = await http.post('events', body, { skipErrorToast: true });
  return eventResultSchema.parse(data);
}

/** PATCH /api/events/{id}: saves any step's fields. */
export async function updateEvent(http: HttpClient, id: string, body: UpdateEventBody): Promise<EventResult> {
  const { data } = await http.patch(path(id), body, { skipErrorToast: true });
  return eventResultSchema.parse(data);
}

/** POST /api/events/{id}/publish: cannot be undone. */
export async function publishEvent(http: HttpClient, id: string): Promise<EventResult> {
  const { data } = await http.post(`${path(id)}/publish`);
  return eventResultSchema.parse(data);
}

/** GET /api/events/{id}/editor: the stored task configs the creation flow resumes from (hosts). */
export async function getEventEditor(http: HttpClient, id: string): Promise<EventEditor> {
  const { data } = await http.get(`${path(id)}/editor`);
  return eventEditorSchema.parse(data);
}

/** POST /api/events/{id}/signups: after signing up through the event's link (the register task). */
export async function recordEventSignup(http: HttpClient, slug: string): Promise<Ack> {
  const { data } = await http.post(`${path(slug)}/signups`, undefined, { skipErrorToast: true });
  return ackSchema.parse(data);
}

/** GET /api/users/my-campaigns: events the user hosts and takes part in. */
export async function getMyCampaigns(http: HttpClient): Promise<MyCampaigns> {
  const { data } = await http.get('users/my-campaigns');
  return myCampaignsSchema.parse(data);
}
