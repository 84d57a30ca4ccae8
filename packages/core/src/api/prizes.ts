import {
  type ClaimPrizeBody,
  claimPrizeBodySchema,
  type DeliverPrizeBody,
  type DisputePrizeBody,
  deliverPrizeBodySchema,
  disputePrizeBodySchema,
  type ManagedPrize,
  type ManagedPrizePage,
  managedPrizePageSchema,
  managedPrizeSchema,
  type Prize,
  type PrizePage,
  type PrizesQuery,
  prizePageSchema,
  prizeSchema,
} from '../contracts/prizes';
import type { HttpClient } from './http';

const prizePath = (id: string) => `prizes/${encodeURIComponent(id)}`;

/** GET /api/users/prizes: the signed-in player's prizes, newest first (`status` filters). */
export async function getMyPrizes(http: HttpClient, query: PrizesQuery = {}): Promise<PrizePage> {
  const { data } = await http.get('users/prizes', { params: query });
  return prizePageSchema.parse(data);
}

/** POST /api/prizes/{id}/claim: the winner's address (token prize) or contact (item). */
export async function claimPrize(http: HttpClient, id: string, body: ClaimPrizeBody): Promise<Prize> {
  const { data } = await http.post(`${prizePath(id)}/claim`, claimPrizeBodySchema.parse(body));
  return prizeSchema.parse(data);
}

/** POST /api/prizes/{id}/delivery: the manager records it (a token prize's transaction is checked on-chain). */
export async function deliverPrize(
  http: HttpClient,
  id: string,
  body: DeliverPrizeBody,
): Promise<ManagedPrize> {
  const { data } = await http.post(`${prizePath(id)}/delivery`, deliverPrizeBodySchema.parse(body));
  return managedPrizeSchema.parse(data);
}

/** POST /api/prizes/{id}/confirm: the winner says it arrived. */
export async function confirmPrize(http: HttpClient, id: string): Promise<Prize> {
  const { data } = await http.post(`${prizePath(id)}/confirm`);
  return prizeSchema.parse(data);
}

/** POST /api/prizes/{id}/dispute: the winner says it did not arrive as it should, and why. */
export async function disputePrize(http: HttpClient, id: string, body: DisputePrizeBody): Promise<Prize> {
  const { data } = await http.post(`${prizePath(id)}/dispute`, disputePrizeBodySchema.parse(body));
  return prizeSchema.parse(data);
}

/** GET /api/events/{id}/prizes: an event's prizes (its wheel's included) with their winners, for its managers. */
export async function getEventPrizes(
  http: HttpClient,
  eventId: string,
  query: PrizesQuery = {},
): Promise<ManagedPrizePage> {
  const { data } = await http.get(`events/${encodeURIComponent(eventId)}/prizes`, { params: query });
  return managedPrizePageSchema.parse(data);
}

/** GET /api/wheels/{id}/prizes: a wheel's prizes (`platform` for the platform wheel), for its managers. */
export async function getWheelPrizes(
  http: HttpClient,
  wheelId: string,
  query: PrizesQuery = {},
): Promise<ManagedPrizePage> {
  const { data } = await http.get(`wheels/${encodeURIComponent(wheelId)}/prizes`, { params: query });
  return managedPrizePageSchema.parse(data);
}

/** Whose payout list: an event's (by id) or a wheel's (by id, or `platform`). */
export type PrizesScope = { event: string } | { wheel: string };

/**
 * The payout CSV's path under the API base (GET /api/events/{id}/prizes.csv or /api/wheels/{id}/prizes.csv):
 * the claimed, undelivered prizes with their addresses, for a batch payout. It needs the bearer token, as the
 * participants' export does.
 */
export function prizesCsvPath(scope: PrizesScope): string {
  return 'event' in scope
    ? `events/${encodeURIComponent(scope.event)}/prizes.csv`
    : `wheels/${encodeURIComponent(scope.wheel)}/prizes.csv`;
}

/** The payout CSV as text, with the client's token, and the file name the server gave it. */
export async function downloadPrizesCsv(
  http: HttpClient,
  scope: PrizesScope,
): Promise<{ text: string; filename: string }> {
  const { data, headers } = await http.get<string>(prizesCsvPath(scope), {
    responseType: 'text',
    headers: { accept: 'text/csv' },
  });
  const filename = /filename="([^"]+)"/.exec(headers?.get('content-disposition') ?? '')?.[1] ?? 'prizes.csv';
  return { text: data, filename };
}
