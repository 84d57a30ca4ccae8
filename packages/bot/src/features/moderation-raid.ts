import { isLanguage } from '@w2e/core/i18n/languages';
import { translator } from '../i18n';
import { escapeHtml, type Monitor } from '../monitor';
import type { ChatRecord } from '../store';

/**
 * The raid lockdown, asked at each join: the joins of the last minute are counted in the shared counter (so every
 * instance counts the same raid); reaching the admin's threshold locks the chat down, and each join while locked
 * moves the end of the quiet period on. While it holds, every newcomer is restricted until they pass the captcha,
 * even where the captcha is off. The state is the chat's row, so a restart keeps it; a job lifts it. True while
 * the chat is locked down.
 */
export async function raidLockdown(monitor: Monitor, chat: ChatRecord): Promise<boolean> {
  const { raid_joins_per_minute: threshold, raid_quiet_minutes: quiet } = chat.moderation;
  const locked = chat.lockdownUntil !== null;
  if (threshold === 0 && !locked) return false;
  const joins = await monitor.count(`joins:${chat.chatId}`, 60_000);
  if (!locked && joins < threshold) return false;
  const state = await monitor.store.lockDown(chat.chatId, quiet * 60_000);
  if (state === 'started') {
    monitor.log.warn({ chatId: chat.chatId, joins }, 'raid lockdown started');
    const t = translator(isLanguage(chat.settings.language) ? chat.settings.language : 'en');
    await monitor.notifyAdmins(
      chat,
      t('moderation:lockdownStarted', { title: escapeHtml(chat.title), count: joins, minutes: quiet }),
    );
  }
  return state !== null;
}
