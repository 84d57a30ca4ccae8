import type { Db } from '../db/database';
import { contactMessages } from '../db/schema/contact-messages';

/** A few messages so the demo operator's inbox at /admin/messages shows what operators work with. */
const MESSAGES = [
  {
    name: 'Hana Sato',
    email: 'hana@moonminers.example',
    topic: 'sales' as const,
    subject: 'Enterprise plan for Moon Miners',
    message:
      'We would like API integration for our guild expeditions and about 30 articles a month. Could we schedule a call next week?',
    hoursAgo: 3,
  },
  {
    name: 'Tuấn Lê',
    email: 'tuan.le@guild.example',
    topic: 'partnership' as const,
    subject: 'Guild partnership',
    message: 'Our guild has 2,000 players in Vietnam. We would like to run clan events with Star Raiders.',
    hoursAgo: 26,
  },
] as const;

/** Runs inside seedDemo's transaction, which seeds an empty database only. */
export async function seedDemoContactMessages(db: Db): Promise<void> {
  await db.insert(contactMessages).values(
    MESSAGES.map(({ hoursAgo, ...message }) => ({
      ...message,
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
    })),
  );
}
