import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { contactMessages } from '../../src/db/schema/contact-messages';
import { rateLimits } from '../../src/db/schema/rate-limits';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { SmtpStandIn } from '../support/smtp-stand-in';

let smtp: SmtpStandIn;
let t: TestApp;
let operator: { token: string; email: string };
let viOperator: { token: string; email: string };
let player: { token: string };

/** A registered user turned operator, with a verified email in the given language. */
async function makeOperator(language: 'en' | 'vi') {
  const { user, body, token } = await register(t.app);
  await usersRepository(t.app.deps.db).update(user.id, {
    role: 'operator',
    email: body.email,
    emailUnverify: null,
    language,
  });
  return { token, email: body.email };
}

beforeAll(async () => {
  smtp = await new SmtpStandIn().start();
  t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: 'https://w2e.example',
    contactEmail: 'sales@w2e.example',
  });
  operator = await makeOperator('en');
  viOperator = await makeOperator('vi');
  // An operator who never verified an address has nowhere to be mailed.
  const unverified = await register(t.app);
  await usersRepository(t.app.deps.db).update(unverified.user.id, { role: 'operator' });
  player = await register(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  await t.app.deps.db.delete(contactMessages);
  // Each test starts with a fresh allowance: they all post from the same inject address.
  if (t.app.deps.redis) await t.app.deps.counters.reset('contact-ip:127.0.0.1');
  else await t.app.deps.db.delete(rateLimits);
});

const valid = {
  name: 'Lan Pham',
  email: 'Lan.Pham@Studio.example',
  topic: 'partnership',
  subject: 'Co-hosting a launch event',
  message: 'We are launching a farming game next month and would like to run an event with you.',
};
const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact-messages', payload, headers });
const inbox = (token?: string, query = '') =>
  t.app.inject({ url: `/api/admin/contact-messages${query}`, headers: token ? bearer(token) : {} });

describe('POST /api/contact-messages', () => {
  it('stores the message and mails every operator with a verified email, plus CONTACT_EMAIL', async () => {
    const before = smtp.mails.length;
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Submit form successfully' });

    const rows = await t.app.deps.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, email: 'lan.pham@studio.example', readAt: null });

    const mail = await smtp.mailTo(operator.email);
    expect(mail.subject).toBe('[W2E Hub] Contact (Partnership): Co-hosting a launch event');
    expect(mail.text).toContain('From: Lan Pham <lan.pham@studio.example>');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('https://w2e.example/admin/messages');
    // Each operator reads it in their own language.
    expect((await smtp.mailTo(viOperator.email)).subject).toBe(
      '[W2E Hub] Liên hệ (Hợp tác): Co-hosting a launch event',
    );
    await smtp.mailTo('sales@w2e.example');
    // Exactly those three: not the unverified operator, not the player.
    await expect.poll(() => smtp.mails.length - before).toBe(3);
  });

  it('answers in Vietnamese when asked', async () => {
    const response = await send(valid, { 'accept-language': 'vi' });
    expect(response.json()).toEqual({ message: 'Gửi biểu mẫu thành công' });
  });

  it('refuses bad input with the field at fault, and stores nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...valid, email: 'not-an-email' }, 'email', 'This field must be an email'],
      [{ ...valid, name: '   ' }, 'name', 'This field is required'],
      [{ ...valid, message: 'Hi' }, 'message', 'This field must be at least 10 characters'],
      [{ ...valid, subject: 'x'.repeat(151) }, 'subject', 'This field must be at most 150 characters'],
      [{ ...valid, topic: 'lottery' }, 'topic', 'Choose one of the listed options'],
    ];
    for (const [payload, field, text] of cases) {
      const response = await send(payload);
      expect(response.statusCode, field).toBe(400);
      const body = response.json();
      expect(body.errors.find((e: { path: string }) => e.path === field)?.message, field).toBe(text);
    }
    expect(await t.app.deps.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('allows five messages an hour per address, then answers 429 and stores nothing more', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid)).statusCode).toBe(201);
    const limited = await send(valid);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.app.deps.db.select().from(contactMessages)).toHaveLength(5);
  });
});

describe('the operators’ inbox', () => {
  it('is for operators only: 401 signed out, 403 for a player', async () => {
    expect((await inbox()).statusCode).toBe(401);
    const forbidden = await inbox(player.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only platform operators can do this');
    expect((await send(valid)).statusCode).toBe(201);
    const [row] = await t.app.deps.db.select().from(contactMessages);
    const mark = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${row!.id}`,
      payload: { read: true },
      headers: bearer(player.token),
    });
    expect(mark.statusCode).toBe(403);
    const [after] = await t.app.deps.db.select().from(contactMessages);
    expect(after!.readAt).toBeNull();
  });

  it('lists newest first with pagination, and marks messages read and unread', async () => {
    for (const subject of ['first', 'second', 'third']) {
      expect((await send({ ...valid, subject })).statusCode).toBe(201);
    }
    const page1 = await inbox(operator.token, '?limit=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 3, unread: 3 });
    expect(page1.json().items.map((m: { subject: string }) => m.subject)).toEqual(['third', 'second']);
    const page2 = (await inbox(operator.token, '?limit=2&offset=2')).json();
    expect(page2.items.map((m: { subject: string }) => m.subject)).toEqual(['first']);

    const id = page1.json().items[0].id as string;
    const patch = (read: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${id}`,
        payload: { read },
        headers: bearer(operator.token),
      });
    const read = await patch(true);
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).not.toBeNull();
    // Marking again keeps the first read time.
    expect((await patch(true)).json().read_at).toBe(read.json().read_at);

    const unreadOnly = (await inbox(operator.token, '?unread=true')).json();
    expect(unreadOnly).toMatchObject({ total: 2, unread: 2 });
    expect(unreadOnly.items.map((m: { id: string }) => m.id)).not.toContain(id);

    expect((await patch(false)).json().read_at).toBeNull();
    expect((await inbox(operator.token)).json().unread).toBe(3);
  });

  it('answers 404 for a message that does not exist and 400 for a bad page size', async () => {
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000',
      payload: { read: true },
      headers: bearer(operator.token),
    });
    expect(missing.statusCode).toBe(404);
    const notUuid = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/contact-messages/nope',
      payload: { read: true },
      headers: bearer(operator.token),
    });
    expect(notUuid.statusCode).toBe(404);
    expect((await inbox(operator.token, '?limit=1000')).statusCode).toBe(400);
  });
});

describe('CONTACT_EMAIL', () => {
  it('must be an email address when set', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'sales at example' })).toThrow(
      /CONTACT_EMAIL: must be an email/,
    );
    expect(loadConfig({ CONTACT_EMAIL: ' Sales@W2E.example ' }).contactEmail).toBe('sales@w2e.example');
    expect(loadConfig({}).contactEmail).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  it('describes the contact endpoints', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/contact-messages',
        '/api/admin/contact-messages',
        '/api/admin/contact-messages/{id}',
      ]),
    );
  });
});
