import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTick } from '../../src/jobs/outbox';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { SmtpStandIn } from '../support/smtp-stand-in';

/**
 * The mail of a plan decision (docs/content-platform.md, "Plans"), on PGlite and PostgreSQL: `plan.decided`
 * becomes the `plan_decided` notification, mailed by default (it concerns billing) through the job queue, in the
 * host's language, with the reason and a link to the Plan card.
 */
let t: TestApp;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await new SmtpStandIn().start();
  t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: 'https://w2e.example',
    jobs: { enabled: true, expireSeconds: 120, retryDelaySeconds: 10 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
let serial = 0;
async function player(language: 'en' | 'vi', role: 'user' | 'operator' = 'user') {
  const made = await register(t.app, {}, `10.231.${serial++ % 250}.${1 + (Date.now() % 250)}`);
  const email = `plan_${Date.now().toString(36)}${serial}@example.com`;
  await usersRepository(t.app.deps.db).update(made.user.id, { email, language, role });
  return { ...made, email };
}

describe('the mail of a plan decision', () => {
  it('tells the host in their language, with the reason and a link to their plan', async () => {
    const operator = await player('en', 'operator');
    const host = await player('vi');
    const project = (await call('POST', '/api/projects', host.token, { name: `Studio ${serial}` })).json()
      .project as { id: string; name: string };
    const asked = await call('POST', `/api/projects/${project.id}/plan-requests`, host.token, {
      tier: 'premium',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const decided = await call(
      'POST',
      `/api/admin/plan-requests/${asked.json().request.id}/decision`,
      operator.token,
      {
        decision: 'decline',
        reason: 'No contract yet',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        return (await call('GET', '/api/notifications', host.token)).json().total;
      })
      .toBe(1);
    const mail = await smtp.mailTo(host.email, 30_000);
    expect(mail.subject).toBe(`Yêu cầu gói Premium cho ${project.name} đã bị từ chối: No contract yet`);
    expect(mail.text).toContain('https://w2e.example/profile?tab=event');
  });
});
