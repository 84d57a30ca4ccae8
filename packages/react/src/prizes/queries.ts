import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  claimPrize,
  confirmPrize,
  deliverPrize,
  disputePrize,
  downloadPrizesCsv,
  getEventPrizes,
  getMyPrizes,
  getWheelPrizes,
  type PrizesScope,
} from '@w2e/core/api/prizes';
import type {
  ClaimPrizeBody,
  DeliverPrizeBody,
  DisputePrizeBody,
  PrizesQuery,
} from '@w2e/core/contracts/prizes';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';

export const prizeKeys = {
  all: ['prizes'] as const,
  mine: (query: PrizesQuery, userId: string | null) => [...prizeKeys.all, 'mine', userId, query] as const,
  event: (eventId: string, query: PrizesQuery) => [...prizeKeys.all, 'event', eventId, query] as const,
  wheel: (wheelId: string, query: PrizesQuery) => [...prizeKeys.all, 'wheel', wheelId, query] as const,
};

/** A page of the signed-in player's prizes, newest first (`status` filters). */
export function useMyPrizes(query: PrizesQuery = {}) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: prizeKeys.mine(query, user?.id ?? null),
    queryFn: async () => getMyPrizes(await api.http(), query),
    enabled: !loading && user !== null,
    placeholderData: keepPreviousData,
  });
}

/** An event's payout list (its managers'; the event's wheel included). */
export function useEventPrizes(eventId: string | null | undefined, query: PrizesQuery = {}) {
  const api = useApi();
  return useQuery({
    queryKey: prizeKeys.event(eventId ?? '', query),
    queryFn: async () => getEventPrizes(await api.http(), eventId!, query),
    enabled: Boolean(eventId),
    placeholderData: keepPreviousData,
  });
}

/** A wheel's payout list (`platform` for the platform wheel; its managers'). */
export function useWheelPrizes(wheelId: string | null | undefined, query: PrizesQuery = {}) {
  const api = useApi();
  return useQuery({
    queryKey: prizeKeys.wheel(wheelId ?? '', query),
    queryFn: async () => getWheelPrizes(await api.http(), wheelId!, query),
    enabled: Boolean(wheelId),
    placeholderData: keepPreviousData,
  });
}

// Every write changes a prize's status in some list, and a refusal (409) means the list on screen is out of
// date: both refetch the prizes.
const prizesChanged = { invalidates: [prizeKeys.all], invalidatesOnError: true } as const;

/** The winner's claim: `{ address }` for a token prize, `{ contact }` for an item. */
export function useClaimPrize() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: ClaimPrizeBody }) => claimPrize(http, id, body),
    prizesChanged,
  );
}

/** A manager records the delivery: `{ tx_hash }` for a token prize (checked on-chain), `{ note? }` for an item. */
export function useDeliverPrize() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: DeliverPrizeBody }) => deliverPrize(http, id, body),
    prizesChanged,
  );
}

/** The winner says it arrived. */
export function useConfirmPrize() {
  return useApiMutation((http, id: string) => confirmPrize(http, id), prizesChanged);
}

/** The winner disputes the delivery, with a reason. */
export function useDisputePrize() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: DisputePrizeBody }) => disputePrize(http, id, body),
    prizesChanged,
  );
}

/** The payout CSV (claimed, undelivered prizes with their addresses) as text and its file name. */
export function useDownloadPrizesCsv() {
  return useApiMutation((http, scope: PrizesScope) => downloadPrizesCsv(http, scope));
}
