import { taskConfigSchema } from '@w2e/core/tasks/registry';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clanMembers, clans } from '../db/schema/clans';
import { events } from '../db/schema/events';
import { tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { recordEvents } from '../outbox/outbox';

const DAY_MS = 86_400_000;

/**
 * Demo clans (docs/clans.md): a public clan with members and a members-only clan event, and a private clan
 * with join requests waiting, so the Clan Master page (signed in as `clanmaster`) has something to manage.
 * Member counts are written equal to the active rows, as the service keeps them.
 */
export async function seedDemoClans(db: Db, now = Date.now()): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo', 'clanmaster', 'linh_tran', 'minh_nguyen', 'questhunter']));
  const id = (username: string) => people.find((person) => person.username === username)?.id;
  const master = id('clanmaster');
  const linh = id('linh_tran');
  const minh = id('minh_nguyen');
  const hunter = id('questhunter');
  const demo = id('demo');
  if (!master || !linh || !minh || !hunter || !demo) return;
  const joined = (days: number) => new Date(now - days * DAY_MS);

  const [raiders] = await db
    .insert(clans)
    .values({
      name: 'Star Raiders Squad',
      slug: 'star-raiders-squad',
      bannerUrl: '/demo/games/star-raiders.svg',
      type: 'public',
      memberLimit: 50,
      memberCount: 3,
      ownerId: master,
      tier: 'standard',
    })
    .returning({ id: clans.id });
  await db.insert(clanMembers).values([
    { clanId: raiders!.id, userId: master, role: 'owner', status: 'active', joinedAt: joined(20) },
    {
      clanId: raiders!.id,
      userId: linh,
      role: 'admin',
      status: 'active',
      kind: 'request',
      joinedAt: joined(12),
    },
    {
      clanId: raiders!.id,
      userId: minh,
      role: 'member',
      status: 'active',
      kind: 'request',
      joinedAt: joined(5),
    },
  ]);

  const [owls] = await db
    .insert(clans)
    .values({
      name: 'Night Owls',
      slug: 'night-owls',
      type: 'private',
      memberLimit: 10,
      memberCount: 1,
      ownerId: master,
    })
    .returning({ id: clans.id });
  await db.insert(clanMembers).values([
    { clanId: owls!.id, userId: master, role: 'owner', status: 'active', joinedAt: joined(9) },
    { clanId: owls!.id, userId: hunter, status: 'pending', kind: 'request' },
    { clanId: owls!.id, userId: minh, status: 'pending', kind: 'request' },
    { clanId: owls!.id, userId: demo, status: 'pending', kind: 'invitation', invitedBy: master },
  ]);
  // What players were told of it, as the clans module tells it (docs/notifications.md): the demo player's bell
  // shows the invitation once the outbox is read.
  await recordEvents(db, [
    {
      type: 'clan.request_answered',
      payload: {
        clan_id: raiders!.id,
        clan_slug: 'star-raiders-squad',
        clan_name: 'Star Raiders Squad',
        user_id: minh,
        answer: 'accepted',
      },
    },
    {
      type: 'clan.invitation',
      payload: {
        clan_id: owls!.id,
        clan_slug: 'night-owls',
        clan_name: 'Night Owls',
        user_id: demo,
        invited_by: master,
      },
    },
  ]);

  const [event] = await db
    .insert(events)
    .values({
      slug: 'star-raiders-squad-night',
      title: 'Squad Night: members only',
      guideline: 'Fill in the form to sign up for the squad’s weekly raid.',
      hostKind: 'clan',
      hostId: raiders!.id,
      createdBy: master,
      status: 'published',
      draftStep: 'reward',
      membersOnly: true,
      startTime: new Date(now - DAY_MS),
      endTime: new Date(now + 14 * DAY_MS),
      prizePool: '200 USDT',
      leaderboards: [{ order: 1, name: 'Raid leaders', rank: 'TOP 5', reward: '40 USDT' }],
      publishedAt: new Date(now - 2 * DAY_MS),
    })
    .returning({ id: events.id });
  const config = taskConfigSchema.parse({
    id: 'demo-clan-form',
    type: 'form',
    name: 'Sign up for the raid',
    score: 20,
    weight: 1,
    fields: [{ label: 'Your in-game name', kind: 'text', required: true }],
  });
  await db.insert(tasks).values({
    id: config.id,
    eventId: event!.id,
    type: config.type,
    name: config.name,
    score: config.score,
    weight: config.weight,
    config: config as unknown as Record<string, unknown>,
  });
}
