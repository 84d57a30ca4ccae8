import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, newRegistration, register, type TestApp } from '../support/helpers';

/** Bad input gets a clear 400 and changes nothing; logs never carry what was sent, nor mailed links. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  // A route that fails inside the database with the caller's values as query parameters, the way an
  // unforeseen bug would: the same email and password hash inserted twice.
  t.app.post<{ Body: { email: string } }>('/test/failing-query', async (request) => {
    const repo = usersRepository(t.app.deps.db);
    const row = {
      username: 'dup_user',
      emailUnverify: request.body.email,
      passwordHash: 'scrypt$32768$8$1$c2FsdA==$SECRETHASHVALUE',
      referralCode: 'DUPCODE1',
    };
    await repo.insert(row);
    await repo.insert(row);
    return {};
  });
});
afterAll(() => t.close());

const CONTROL = 'This field must not contain control characters';

describe('control characters', () => {
  it('GET /api/games?query=%00 is a 400 naming the field', async () => {
    const response = await t.app.inject({ url: '/api/games?query=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: CONTROL,
      code: 'validation:controlCharacters',
      errors: [{ path: 'query', message: CONTROL }],
    });
  });

  it('a registration whose full_name is "\\u0000" is a 400 and creates nobody', async () => {
    const before = await usersRepository(t.app.deps.db).count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-via-username',
      payload: newRegistration({ full_name: '\u0000' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'full_name', message: CONTROL, code: 'validation:controlCharacters' },
    ]);
    expect(await usersRepository(t.app.deps.db).count()).toBe(before);
  });

  it('answers in Vietnamese too, and refuses other control characters in paths and bodies', async () => {
    const vi = await t.app.inject({ url: '/api/articles/a%00b', headers: { 'accept-language': 'vi' } });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().message).toBe('Trường này không được chứa ký tự điều khiển');
    const { token } = await register(t.app);
    const ansi = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      payload: { full_name: 'Name\u001b[31m' },
      headers: bearer(token),
    });
    expect(ansi.statusCode).toBe(400);
    // Line breaks and tabs are text, not controls: a contact message keeps its paragraphs.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: {
        name: 'Lan',
        email: 'lan@example.com',
        topic: 'general',
        subject: 'Hello',
        message: 'First paragraph.\r\n\r\nSecond,\tindented.',
      },
    });
    expect(contact.statusCode).toBe(201);
  });

  it('malformed multipart on /api/uploads is a 400', async () => {
    const { token } = await register(t.app);
    for (const [payload, type] of [
      ['garbage', 'multipart/form-data; boundary=x'],
      ['--x\r\n\r\n--x--', 'multipart/form-data'],
      [
        '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000',
        'multipart/form-data; boundary=x',
      ],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: payload!,
        headers: { ...bearer(token), 'content-type': type! },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Unable to upload the file');
    }
  });
});

describe('logs', () => {
  it("a failed query's log names the query and SQLSTATE, never its parameters", async () => {
    const email = 'leaky.person@example.com';
    const response = await t.app.inject({ method: 'POST', url: '/test/failing-query', payload: { email } });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    const logged = lines.filter((line) => line.includes('request failed'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('23505');
    expect(logged[0]).toContain('insert into');
    expect(logged[0]).not.toContain(email);
    expect(logged[0]).not.toContain('SECRETHASHVALUE');
  });

  it('mails kept in the outbox are logged without their links', async () => {
    const { body } = await register(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await expect
      .poll(() => lines.filter((line) => line.includes('mail_outbox')).length)
      .toBeGreaterThanOrEqual(2);
    const mailLines = lines.filter((line) => line.includes('mail_outbox'));
    for (const line of mailLines) {
      expect(line).not.toMatch(/token=/);
      expect(line).not.toContain('http');
    }
  });
});
