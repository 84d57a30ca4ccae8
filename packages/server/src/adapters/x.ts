import type { SocialProviderConfig } from '../config';
import { retryUnlessAnswered } from './oauth';
import { callOutside } from './outside';

/**
 * X's API v2 at X_API_BASE, read with the player's own OAuth2 token, for the X checks: a list endpoint is
 * paged through (`meta.next_token`) until an item matches or the page budget is spent, so one check costs a
 * bounded number of calls. X's 401 (token expired or revoked) is an answer; a 429, a 5xx, a timeout are
 * failures callOutside retries once.
 */

export type XFind = 'found' | 'not_found' | 'unauthorized';

interface Page {
  data?: Record<string, unknown>[];
  meta?: { next_token?: string };
}

export async function findInPages(
  config: SocialProviderConfig,
  perSecond: number,
  accessToken: string,
  path: string,
  params: Record<string, string>,
  matches: (item: Record<string, unknown>) => boolean,
  maxPages: number,
): Promise<XFind> {
  let next: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const query = new URLSearchParams({ ...params, ...(next ? { pagination_token: next } : {}) });
    const answer = await callOutside('x', perSecond, async (signal): Promise<Page | 'unauthorized'> => {
      const response = await fetch(`${config.apiBase}${path}?${query}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal,
      });
      retryUnlessAnswered(response);
      if (response.status === 401) return 'unauthorized';
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return (await response.json()) as Page;
    });
    if (answer === 'unauthorized') return 'unauthorized';
    if ((answer.data ?? []).some(matches)) return 'found';
    next = answer.meta?.next_token;
    if (!next) break;
  }
  return 'not_found';
}
