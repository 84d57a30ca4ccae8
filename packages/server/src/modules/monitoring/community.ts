import type { ChatRecord, MonitoringStore } from '@w2e/bot/store';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monitoringChats } from '../../db/schema/monitoring';
import { activityStore } from './activity';
import { gameStore } from './game';
import { membersStore } from './members';
import { referralsStore } from './referrals';
import { removalsStore } from './removals';
import { weeklyReportsStore } from './weekly-reports';

/** A chat's row id (monitoring_chats.id) by its Telegram id; null for a chat the bots were never added to. */
export type ChatRefOf = (chatId: number) => Promise<string | null>;

/**
 * The part of the store the community features use, one file per feature: counting (activity.ts), members
 * (members.ts), referrals (referrals.ts), the game (game.ts), removals (removals.ts) and the weekly report
 * (weekly-reports.ts).
 */
export function communityStore(
  db: Db,
  getChat: (chatId: number) => Promise<ChatRecord | null>,
): Pick<
  MonitoringStore,
  | 'recordActivity'
  | 'countQueuedActivity'
  | 'topContributors'
  | 'chatsOfMember'
  | 'reserveInviteLink'
  | 'saveInviteLink'
  | 'dropInviteLink'
  | 'recordReferral'
  | 'decideDueReferrals'
  | 'miniGameAllowed'
  | 'openGameRound'
  | 'setGameMessage'
  | 'acceptGameRound'
  | 'finishGameRound'
  | 'expireGameRounds'
  | 'gameScores'
  | 'claimDueRemovals'
  | 'finishRemoval'
  | 'claimUnbans'
  | 'realHumans'
  | 'takeWeeklyReports'
> {
  const chatRefOf: ChatRefOf = async (chatId: number) => {
    const [row] = await db
      .select({ id: monitoringChats.id })
      .from(monitoringChats)
      .where(eq(monitoringChats.chatId, chatId));
    return row?.id ?? null;
  };

  return {
    ...activityStore(db, chatRefOf),
    ...membersStore(db, chatRefOf, getChat),
    ...referralsStore(db, chatRefOf),
    ...gameStore(db, chatRefOf),
    ...removalsStore(db),
    ...weeklyReportsStore(db, getChat),
  };
}
