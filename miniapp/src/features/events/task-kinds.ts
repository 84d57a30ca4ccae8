import type { PlayerTask } from '@w2e/core/contracts/tasks';

/**
 * The tasks done inside the Mini App: answered here (quiz, form), or a link opened from here and then
 * checked by the server (visit website; Telegram join, checked at once because the player's Telegram id is
 * known). Every other task (EVM holdings, Twitter, Discord, in-game, reports with screenshots) shows its
 * state and check label and a link to do it on the web portal.
 */
const IN_APP = new Set<PlayerTask['type']>(['quiz', 'form', 'visit_website', 'telegram_join']);

export const doneInApp = (task: Pick<PlayerTask, 'type'>) => IN_APP.has(task.type);

/** The portal's page of an event, where the tasks the Mini App does not do are done. */
export const portalEventUrl = (slug: string) =>
  new URL(`/event/${encodeURIComponent(slug)}`, window.location.origin).toString();
