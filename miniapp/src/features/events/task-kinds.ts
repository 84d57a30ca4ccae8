import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import { text } from '@w2e/core/tasks/settings';

/**
 * The tasks done inside the Mini App: answered here (quiz, form), a link opened from here and then checked by
 * the server (visit website; Telegram join, checked at once because the player's Telegram id is known), and
 * holdings on TON, checked with the TON Connect wallet the player links here. Every other task (EVM holdings,
 * Twitter, Discord, in-game, reports with screenshots) shows its state and check label and a link to do it on
 * the web portal, where EVM wallets live.
 */
const IN_APP = new Set<PlayerTask['type']>(['quiz', 'form', 'visit_website', 'telegram_join']);

/** A hold-token (jetton) or hold-NFT task on TON. */
export const holdsOnTon = (task: Pick<PlayerTask, 'type' | 'settings'>) =>
  (task.type === 'hold_token' || task.type === 'hold_nft') &&
  text(task.settings, 'network') === TON_NETWORK_KEY;

export const doneInApp = (task: Pick<PlayerTask, 'type' | 'settings'>) =>
  IN_APP.has(task.type) || holdsOnTon(task);

/** The portal's page of an event, where the tasks the Mini App does not do are done. */
export const portalEventUrl = (slug: string) =>
  new URL(`/event/${encodeURIComponent(slug)}`, window.location.origin).toString();
