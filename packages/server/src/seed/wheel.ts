import type { Db } from '../db/database';
import { wheelSegments, wheels } from '../db/schema/wheel';

/** The platform's lucky wheel, so /lucky-wheel has something to spin on a first start (a free spin a day). */
export async function seedDemoWheel(db: Db): Promise<void> {
  const [wheel] = await db.insert(wheels).values({ name: 'Daily lucky wheel' }).returning({ id: wheels.id });
  await db.insert(wheelSegments).values(
    [
      { label: 'Extra spin', prizeKind: 'spins' as const, amount: 1, weight: 20 },
      { label: 'Early bird', prizeKind: 'badge' as const, weight: 30 },
      { label: 'Two spins', prizeKind: 'spins' as const, amount: 2, weight: 8 },
      { label: 'Lucky star', prizeKind: 'badge' as const, weight: 25 },
      { label: 'T-shirt', prizeKind: 'manual' as const, weight: 2, stock: 20 },
      { label: 'Game voucher', prizeKind: 'manual' as const, weight: 5, stock: 100 },
    ].map((segment, position) => ({ ...segment, position, wheelId: wheel!.id })),
  );
}
