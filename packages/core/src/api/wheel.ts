import {
  type ClientSeedBody,
  type CreateWheelBody,
  type SeedRotation,
  type SpinResult,
  seedRotationSchema,
  spinResultSchema,
  type Wheel,
  type WheelPlayer,
  type WheelSegmentsBody,
  type WheelSpinPage,
  type WheelSpinsQuery,
  wheelPlayerSchema,
  wheelSchema,
  wheelSpinPageSchema,
} from '../contracts/wheel';
import type { HttpClient } from './http';

/** `{id}` is a wheel's id or `platform`. */
const path = (id: string) => `wheels/${encodeURIComponent(id)}`;

/** GET /api/wheels/{id}: segments, odds, and the signed-in player's balance and seed hash. */
export async function getWheel(http: HttpClient, id: string): Promise<Wheel> {
  const { data } = await http.get(path(id));
  return wheelSchema.parse(data);
}

/** POST /api/wheels/{id}/spins: the server decides; the result comes back before any animation. */
export async function spinWheel(http: HttpClient, id: string): Promise<SpinResult> {
  const { data } = await http.post(`${path(id)}/spins`);
  return spinResultSchema.parse(data);
}

/** GET /api/wheels/{id}/spins: the player's history, newest first. */
export async function listWheelSpins(
  http: HttpClient,
  id: string,
  query: WheelSpinsQuery = {},
): Promise<WheelSpinPage> {
  const { data } = await http.get(`${path(id)}/spins`, { params: query });
  return wheelSpinPageSchema.parse(data);
}

/** POST /api/wheels/{id}/seed/rotate: reveals the old server seed. */
export async function rotateWheelSeed(http: HttpClient, id: string): Promise<SeedRotation> {
  const { data } = await http.post(`${path(id)}/seed/rotate`);
  return seedRotationSchema.parse(data);
}

/** PATCH /api/wheels/{id}/seed: the player's client seed. */
export async function setWheelClientSeed(
  http: HttpClient,
  id: string,
  body: ClientSeedBody,
): Promise<WheelPlayer> {
  const { data } = await http.patch(`${path(id)}/seed`, body, { skipErrorToast: true });
  return wheelPlayerSchema.parse(data);
}

/** POST /api/wheels: the platform wheel (operators, no `event_id`) or an event's (its host, Premium and up). */
export async function createWheel(http: HttpClient, body: CreateWheelBody): Promise<Wheel> {
  const { data } = await http.post('wheels', body);
  return wheelSchema.parse(data);
}

/** PUT /api/wheels/{id}/segments: replaces every segment (and its stock) at once. */
export async function replaceWheelSegments(
  http: HttpClient,
  id: string,
  body: WheelSegmentsBody,
): Promise<Wheel> {
  const { data } = await http.put(`${path(id)}/segments`, body);
  return wheelSchema.parse(data);
}
