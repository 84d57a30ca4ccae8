import type { NotificationPage } from '@w2e/core/contracts/notifications';
import type { PlanRequest, PlanRequestPage } from '@w2e/core/contracts/plan-requests';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planRequests } from '../../src/db/schema/plan-requests';
import { projects } from '../../src/db/schema/projects';
import { outboxTick } from '../../src/jobs/outbox';
import { call, host, newPlayer, operatorToken, t, useEventApp } from '../support/event-kit';

/**
 * Plan requests (docs/content-platform.md, "Plans"), on PGlite and on PostgreSQL (TEST_DATABASE_URL): who may
 * ask, one waiting request per project, one decision per request, approval setting the tier, and the host told.
 */
useEventApp();

const ask = (projectId: string, token: string, body: object = { tier: 'standard' }) =>
  call('POST', `/api/projects/${projectId}/plan-requests`, token, body);
const decide = (id: string, token: string, body: object) =>
  call('POST', `/api/admin/plan-requests/${id}/decision`, token, body);
const tierOf = async (projectId: string) =>
  (await t.app.deps.db.select({ tier: projects.tier }).from(projects).where(eq(projects.id, projectId)))[0]
    ?.tier;

describe('asking for a plan', () => {
  it('records the request for the project’s manager and lists it newest first', async () => {
    const owner = await host('basic');
    const asked = await ask(owner.project.id, owner.token, { tier: 'standard', note: 'For our launch' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe('Plan requested: an operator confirms your plan');
    const request = asked.json().request as PlanRequest;
    expect(request).toMatchObject({
      tier: 'standard',
      status: 'requested',
      contact: false,
      note: 'For our launch',
    });
    const listed = await call('GET', `/api/projects/${owner.project.id}/plan-requests`, owner.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((item: PlanRequest) => item.id)).toEqual([request.id]);
  });

  it('marks an Enterprise request as one to contact', async () => {
    const owner = await host('basic');
    const asked = await ask(owner.project.id, owner.token, { tier: 'enterprise' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().request.contact).toBe(true);
  });

  it('refuses someone else’s project, an unknown one and the current plan, writing nothing', async () => {
    const owner = await host('standard');
    const stranger = await newPlayer();
    expect((await ask(owner.project.id, stranger.token)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/projects/${owner.project.id}/plan-requests`, stranger.token)).statusCode,
    ).toBe(403);
    expect((await ask('00000000-0000-4000-8000-000000000000', stranger.token)).statusCode).toBe(404);
    const same = await ask(owner.project.id, owner.token, { tier: 'standard' });
    expect(same.statusCode).toBe(400);
    expect((await ask(owner.project.id, owner.token, { tier: 'gold' })).statusCode).toBe(400);
    const rows = await t.app.deps.db
      .select()
      .from(planRequests)
      .where(eq(planRequests.projectId, owner.project.id));
    expect(rows).toEqual([]);
  });

  it('keeps one waiting request per project, even when two are sent at once', async () => {
    const owner = await host('basic');
    const answers = await Promise.all([
      ask(owner.project.id, owner.token, { tier: 'standard' }),
      ask(owner.project.id, owner.token, { tier: 'premium' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const again = await ask(owner.project.id, owner.token, { tier: 'premium' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This project already has a plan request waiting for an operator');
    const rows = await t.app.deps.db
      .select()
      .from(planRequests)
      .where(eq(planRequests.projectId, owner.project.id));
    expect(rows).toHaveLength(1);
  });
});

describe('deciding a plan request', () => {
  it('approves: sets the tier in the same change, records who and when, and tells the host', async () => {
    const owner = await host('basic');
    const request = (await ask(owner.project.id, owner.token, { tier: 'premium' })).json()
      .request as PlanRequest;
    const listed = await call('GET', '/api/admin/plan-requests?status=requested&limit=100', operatorToken);
    expect(listed.statusCode).toBe(200);
    const page = listed.json() as PlanRequestPage;
    expect(page).toMatchObject({ limit: 100, offset: 0 });
    expect(page.items.some((item) => item.id === request.id)).toBe(true);

    const approved = await decide(request.id, operatorToken, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request).toMatchObject({ status: 'approved', reason: null });
    expect(approved.json().request.decided_by).toMatchObject({ id: expect.any(String) });
    expect(approved.json().request.decided_at).toEqual(expect.any(String));
    expect(await tierOf(owner.project.id)).toBe('premium');

    // The outbox is read in commit order; on PostgreSQL a batch waits for older transactions to end.
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        const inbox = (await call('GET', '/api/notifications', owner.token)).json() as NotificationPage;
        return inbox.items.find((item) => item.kind === 'plan_decided');
      })
      .toMatchObject({
        params: { tier: 'Premium', decision: 'approved' },
        target: { kind: 'plan', id: owner.project.id },
      });

    // A second decision is refused, and the first stands.
    const second = await decide(request.id, operatorToken, {
      decision: 'decline',
      reason: 'Changed my mind',
    });
    expect(second.statusCode).toBe(409);
    expect(await tierOf(owner.project.id)).toBe('premium');
    // A new request may wait once the last one is decided.
    expect((await ask(owner.project.id, owner.token, { tier: 'enterprise' })).statusCode).toBe(200);
  });

  it('declines only with a reason, which the host reads; the tier stays', async () => {
    const owner = await host('basic');
    const request = (await ask(owner.project.id, owner.token)).json().request as PlanRequest;
    const bare = await decide(request.id, operatorToken, { decision: 'decline' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].path).toBe('reason');
    const declined = await decide(request.id, operatorToken, {
      decision: 'decline',
      reason: 'No contract yet',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await tierOf(owner.project.id)).toBe('basic');
    const mine = (await call('GET', `/api/projects/${owner.project.id}/plan-requests`, owner.token)).json();
    expect(mine.items[0]).toMatchObject({ status: 'declined', reason: 'No contract yet' });
  });

  it('refuses anyone but an operator, and an unknown request', async () => {
    const owner = await host('basic');
    const request = (await ask(owner.project.id, owner.token)).json().request as PlanRequest;
    expect((await decide(request.id, owner.token, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/plan-requests', owner.token)).statusCode).toBe(403);
    expect((await decide(request.id, '', { decision: 'approve' })).statusCode).toBe(401);
    expect(
      (await decide('00000000-0000-4000-8000-000000000000', operatorToken, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    expect(await tierOf(owner.project.id)).toBe('basic');
  });
});
