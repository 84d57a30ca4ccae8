import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { createTestApp, type TestApp } from '../support/helpers';
import { SmtpStandIn } from '../support/smtp-stand-in';

describe('mailer over SMTP', () => {
  let smtp: SmtpStandIn;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await new SmtpStandIn().start();
    t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'W2E Hub <hello@w2e.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers through a real SMTP conversation and keeps nothing', async () => {
    expect(t.app.deps.mailer.kind).toBe('smtp');
    await t.app.deps.mailer.send({
      to: 'linh@example.com',
      subject: 'Xin chào',
      text: 'Hello https://w2e.test/x',
    });
    const mail = await smtp.mailTo('linh@example.com');
    expect(mail).toMatchObject({ from: 'hello@w2e.test', subject: 'Xin chào' });
    expect(mail.text).toContain('https://w2e.test/x');
    expect(await t.app.deps.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('mailer without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the mail in the outbox', async () => {
    expect(t.app.deps.mailer.kind).toBe('outbox');
    await t.app.deps.mailer.send({ to: 'minh@example.com', subject: 'Reset', text: 'link' });
    const rows = await t.app.deps.db.select().from(mailOutbox);
    expect(rows).toMatchObject([{ to: 'minh@example.com', subject: 'Reset', text: 'link' }]);
  });
});
