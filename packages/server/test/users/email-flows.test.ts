import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../src/db/schema/account-tokens';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, newRegistration, PASSWORD, register, type TestApp } from '../support/helpers';
import { tokenFromMail } from '../support/identity-helpers';
import { SmtpStandIn } from '../support/smtp-stand-in';

let smtp: SmtpStandIn;
let t: TestApp;
beforeAll(async () => {
  smtp = await new SmtpStandIn().start();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://w2e.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
const profile = async (token: string) =>
  (await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json();
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

describe('email verification after registration', () => {
  it('mails a link that verifies the address once', async () => {
    const { body, token } = await register(t.app);
    const mail = await smtp.mailTo(body.email);
    expect(mail.subject).toBe('Verify your email for W2E Hub');
    expect(mail.text).toContain('https://w2e.example/auth/verify-email?token=');
    expect((await profile(token)).email_status).toBe('unverified');

    const link = tokenFromMail(mail.text);
    const verified = await post('/api/auth/verify-email-token', { token: link });
    expect(verified.json()).toEqual({ message: 'Verify email successfully' });
    expect(await profile(token)).toMatchObject({
      email: body.email,
      email_unverify: null,
      email_status: 'verified',
    });

    // Opened again (a second click, another device): it says the address is verified, not that it is invalid.
    const again = await post('/api/auth/verify-email-token', { token: link });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Your email is already verified' });
    // A link that never worked stays invalid.
    const made = await post('/api/auth/verify-email-token', { token: `${link}x` });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toBe('This link is not valid or has expired');
  });

  it('opened twice at once: one verifies, the other says it is already verified', async () => {
    const { body, token } = await register(t.app);
    const link = tokenFromMail((await smtp.mailTo(body.email)).text);
    const answers = await Promise.all([
      post('/api/auth/verify-email-token', { token: link }),
      post('/api/auth/verify-email-token', { token: link }),
    ]);
    expect(answers.map((answer) => answer.json().message).sort()).toEqual([
      'Verify email successfully',
      'Your email is already verified',
    ]);
    expect((await profile(token)).email_status).toBe('verified');
  });

  it('keeps only a hash of each token, and refuses an expired one', async () => {
    const { body } = await register(t.app);
    const link = tokenFromMail((await smtp.mailTo(body.email)).text);
    const rows = await t.app.deps.db.select().from(accountTokens);
    expect(rows.some((r) => r.tokenHash.includes(link) || JSON.stringify(r).includes(link))).toBe(false);
    await t.app.deps.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const response = await post('/api/auth/verify-email-token', { token: link });
    expect(response.statusCode).toBe(400);
  });

  it('resends the link ("Please check email …"), and only the newest link works', async () => {
    const { body, token } = await register(t.app);
    const firstLink = tokenFromMail((await smtp.mailTo(body.email)).text);
    const resent = await post('/api/users/resend-token-verify-email', undefined, bearer(token));
    expect(resent.json()).toEqual({ message: `Please check email ${body.email} to verify your account` });
    await expect.poll(() => mailsTo(body.email).length).toBe(2);
    const secondLink = tokenFromMail(mailsTo(body.email).at(-1)!.text);
    expect((await post('/api/auth/verify-email-token', { token: firstLink })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email-token', { token: secondLink })).statusCode).toBe(200);
    // Nothing left to verify.
    expect((await post('/api/users/resend-token-verify-email', undefined, bearer(token))).statusCode).toBe(
      400,
    );
  });

  it('writes the mails in the account’s language', async () => {
    const body = newRegistration();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-via-username',
      payload: body,
      headers: { 'accept-language': 'vi' },
    });
    const mail = await smtp.mailTo(body.email);
    expect(mail.subject).toBe('Xác minh email của bạn trên W2E Hub');
    expect(mail.text).toContain('Xin chào');
  });

  it('limits how many mails one account can ask for', async () => {
    const { token } = await register(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push((await post('/api/users/resend-token-verify-email', undefined, bearer(token))).statusCode);
    }
    expect(codes.slice(0, 6).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

/** An account whose email is verified, through the mail link. */
async function verifiedAccount() {
  const account = await register(t.app);
  const link = tokenFromMail((await smtp.mailTo(account.body.email)).text);
  await post('/api/auth/verify-email-token', { token: link });
  return account;
}

describe('the two-step email change', () => {
  it('confirms the old address, then verifies the new one', async () => {
    const { body, token } = await verifiedAccount();
    const newEmail = `new_${body.email}`;
    const start = await post('/api/users/update-profile-email', { email: newEmail }, bearer(token));
    expect(start.json()).toEqual({ message: `change-email instructions sent to ${body.email}` });
    await expect.poll(() => mailsTo(body.email).length).toBe(2);
    const toOld = mailsTo(body.email).at(-1)!;
    expect(toOld.subject).toBe('Confirm your email change on W2E Hub');
    expect(toOld.text).toContain('https://w2e.example/auth/verify-old-email?token=');
    expect(toOld.text).toContain(newEmail);
    expect(mailsTo(newEmail)).toHaveLength(0);
    const oldToken = tokenFromMail(toOld.text);

    const checked = await post('/api/auth/verify-old-email-token', { token: oldToken });
    expect(checked.json()).toMatchObject({ new_email: newEmail });
    const step2 = await post('/api/auth/change-new-email', { email: newEmail, token: oldToken });
    expect(step2.json()).toEqual({ message: `Please check email ${newEmail} to verify your account` });
    expect(await profile(token)).toMatchObject({
      email: body.email,
      email_unverify: newEmail,
      email_status: 'pending',
    });
    // The old address's token is used up.
    expect((await post('/api/auth/change-new-email', { email: newEmail, token: oldToken })).statusCode).toBe(
      400,
    );

    const resent = await post('/api/users/resend-token-verify-new-email', undefined, bearer(token));
    expect(resent.statusCode).toBe(200);
    await expect.poll(() => mailsTo(newEmail).length).toBe(2);
    const newMail = mailsTo(newEmail).at(-1)!;
    expect(newMail.subject).toBe('Verify your new email for W2E Hub');
    const done = await post('/api/auth/verify-email-token', { token: tokenFromMail(newMail.text) });
    expect(done.json()).toEqual({ message: 'Update email successfully' });
    expect(await profile(token)).toMatchObject({
      email: newEmail,
      email_unverify: null,
      email_status: 'verified',
    });
  });

  it('lets the old address pick a corrected new address at step two', async () => {
    const { body, token } = await verifiedAccount();
    await post('/api/users/update-profile-email', { email: `typo_${body.email}` }, bearer(token));
    await expect.poll(() => mailsTo(body.email).length).toBe(2);
    const oldToken = tokenFromMail(mailsTo(body.email).at(-1)!.text);
    const fixed = `fixed_${body.email}`;
    expect((await post('/api/auth/change-new-email', { email: fixed, token: oldToken })).statusCode).toBe(
      200,
    );
    await smtp.mailTo(fixed);
    expect((await profile(token)).email_unverify).toBe(fixed);
  });

  it('never says that an address belongs to someone else; its owner gets a notice', async () => {
    const owner = await verifiedAccount();
    const { body, token } = await verifiedAccount();
    await post('/api/users/update-profile-email', { email: owner.body.email }, bearer(token));
    await expect.poll(() => mailsTo(body.email).length).toBe(2);
    const oldToken = tokenFromMail(mailsTo(body.email).at(-1)!.text);
    const before = mailsTo(owner.body.email).length;
    const response = await post('/api/auth/change-new-email', { email: owner.body.email, token: oldToken });
    expect(response.json()).toEqual({
      message: `Please check email ${owner.body.email} to verify your account`,
    });
    await expect.poll(() => mailsTo(owner.body.email).length).toBe(before + 1);
    expect(mailsTo(owner.body.email).at(-1)!.subject).toBe('Your email on W2E Hub');
    expect((await profile(token)).email).toBe(body.email);
  });

  it('refuses to start a change without a verified email, or to the same address', async () => {
    const { body, token } = await register(t.app);
    expect(
      (await post('/api/users/update-profile-email', { email: 'x@example.com' }, bearer(token))).statusCode,
    ).toBe(400);
    const verified = await verifiedAccount();
    const same = await post(
      '/api/users/update-profile-email',
      { email: verified.body.email.toUpperCase() },
      bearer(verified.token),
    );
    expect(same.statusCode).toBe(400);
    expect(body.email).toBeTruthy();
  });
});

describe('adding an email to an account without one', () => {
  it('puts the address in waiting and mails it a link', async () => {
    const { user, token } = await register(t.app);
    await usersRepository(t.app.deps.db).update(user.id, { emailUnverify: null });
    const address = `added_${Date.now()}@example.com`;
    const response = await post('/api/users/add-new-profile-email', { email: address }, bearer(token));
    expect(response.json()).toEqual({ message: `Please check email ${address} to verify your account` });
    const link = tokenFromMail((await smtp.mailTo(address)).text);
    expect((await post('/api/auth/verify-email-token', { token: link })).json().message).toBe(
      'Verify email successfully',
    );
    const second = await post(
      '/api/users/add-new-profile-email',
      { email: 'other@example.com' },
      bearer(token),
    );
    expect(second.statusCode).toBe(400);
  });
});

describe('forgotten password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { body } = await verifiedAccount();
    const known = await post('/api/auth/forgot-password', { email: body.email });
    const unknownAddress = `nobody_${Date.now()}@example.com`;
    const unknown = await post('/api/auth/forgot-password', { email: unknownAddress });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(
      `If an account uses ${body.email}, a link to reset its password is on its way.`,
    );
    expect(unknown.json().message).toBe(
      `If an account uses ${unknownAddress}, a link to reset its password is on its way.`,
    );
    await expect
      .poll(() => mailsTo(body.email).some((m) => m.subject === 'Reset your W2E Hub password'))
      .toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(unknownAddress)).toHaveLength(0);
  });

  it('resets the password from the mail once, and signs out every session', async () => {
    const { body, token } = await verifiedAccount();
    await post('/api/auth/forgot-password', { email: body.email });
    await expect.poll(() => mailsTo(body.email).some((m) => m.subject.startsWith('Reset'))).toBe(true);
    const mail = mailsTo(body.email).find((m) => m.subject.startsWith('Reset'))!;
    expect(mail.text).toContain('https://w2e.example/auth/account-password?token=');
    const link = tokenFromMail(mail.text);
    const newPassword = 'N3w!password';
    const reset = await post('/api/auth/change-password', { token: link, password: newPassword });
    expect(reset.json()).toEqual({ message: 'Change password successfully' });
    expect((await post('/api/auth/change-password', { token: link, password: newPassword })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(401);
    const oldLogin = await post('/api/auth/login-via-username', {
      username: body.username,
      password: PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login-via-username', {
      username: body.username,
      password: newPassword,
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a weak new password before using the token', async () => {
    const response = await post('/api/auth/change-password', { token: 'whatever', password: 'weak' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('password');
  });

  it('limits requests per address', async () => {
    const address = `limit_${Date.now()}@example.com`;
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post('/api/auth/forgot-password', { email: address })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('PUT /api/users/profile/change-password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const { body, token } = await register(t.app);
    const other = (
      await post('/api/auth/login-via-username', { username: body.username, password: PASSWORD })
    ).json().access_tokens.access_token;
    const put = (payload: object, tok = token) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile/change-password',
        payload,
        headers: bearer(tok),
      });

    const missing = await put({ password: 'An0ther!pass' });
    expect(missing.json().message).toBe('Enter your current password');
    const wrong = await put({ current_password: 'Wrong!pass1', password: 'An0ther!pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect');

    const changed = await put({ current_password: PASSWORD, password: 'An0ther!pass' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Change password successfully');
    const fresh = changed.json().access_tokens.access_token;
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('when mail cannot be sent', () => {
  let broken: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every mail fails.
    broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => broken.close());

  it('a request that would mail a link fails and leaves no token or change behind', async () => {
    const { user, token } = await register(broken.app);
    const resend = await broken.app.inject({
      method: 'POST',
      url: '/api/users/resend-token-verify-email',
      headers: bearer(token),
    });
    expect(resend.statusCode).toBe(500);
    expect(resend.json().message).toBe('Something went wrong on our side. Please try again.');
    expect(await broken.app.deps.db.select().from(accountTokens)).toEqual([]);

    const add = await broken.app.inject({
      method: 'POST',
      url: '/api/users/add-new-profile-email',
      headers: bearer(token),
      payload: { email: 'other_address@example.com' },
    });
    expect(add.statusCode).toBe(500);
    const row = await usersRepository(broken.app.deps.db).findById(user.id);
    expect(row?.emailUnverify).not.toBe('other_address@example.com');
  });
});
