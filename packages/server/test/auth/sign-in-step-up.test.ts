import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, register, type TestApp } from '../support/helpers';

/**
 * The password step-up as the owner and an attacker meet it: past a few failures on an account from addresses
 * it never signed in from, a sign-in from such an address must carry a solved proof-of-work challenge. The
 * difficulty is small here so the tests solve quickly; the rule is the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ stepUp: { afterFailures: 5, difficulty: 2000 } });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string, stepUp?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-via-username',
    payload: { username, password, ...(stepUp ? { step_up: stepUp } : {}) },
    remoteAddress,
  });

/** What the portal does: ask for a challenge, solve it, and send it back as base64 JSON. */
async function solvedStepUp(remoteAddress = '10.69.0.1'): Promise<string> {
  const answer = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-challenge', remoteAddress });
  expect(answer.statusCode).toBe(200);
  const challenge = answer.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const address = (i: number) => `10.62.${Math.floor(i / 200)}.${(i % 200) + 1}`;

describe('step-up after failed passwords from new addresses', () => {
  it('lets the owner in from a new address after 100 spread failures, once they pass the step-up', async () => {
    const { body } = await register(t.app, {}, '10.60.0.1');
    // 100 wrong guesses from 100 addresses; past the fifth each one had to solve a challenge.
    const codes: string[] = [];
    for (let i = 0; i < 100; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const first = await login(body.username, `Wrong!pass${i + j}`, address(i + j));
          if (first.json().code !== 'errors:stepUpRequired') return first.json().code as string;
          const solved = await solvedStepUp(address(i + j));
          return (await login(body.username, `Wrong!pass${i + j}`, address(i + j), solved)).json().code;
        }),
      );
      codes.push(...batch);
    }
    expect(codes.every((code) => code === 'errors:invalidCredentials')).toBe(true);

    // The owner, from an address never used before: asked for the step-up, not refused.
    const asked = await login(body.username, PASSWORD, '10.61.0.1');
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({
      code: 'errors:stepUpRequired',
      message: 'Please confirm you are human to finish signing in.',
    });
    const passed = await login(body.username, PASSWORD, '10.61.0.1', await solvedStepUp());
    expect(passed.statusCode).toBe(200);
    expect(passed.json().username).toBe(body.username);
    // 100 password hashes and 95 solved challenges: minutes on a loaded machine, not seconds.
  }, 300_000);

  it('asks nothing of the first few failures, nor of the owner from an address they used before', async () => {
    const { body } = await register(t.app, {}, '10.63.0.1');
    const first = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(body.username, `Wrong!pass${i}`, `10.64.0.${i + 1}`)),
    );
    expect(first.map((r) => r.json().code)).toEqual(Array(5).fill('errors:invalidCredentials'));
    expect((await login(body.username, 'Wrong!pass9', '10.64.0.9')).json().code).toBe(
      'errors:stepUpRequired',
    );
    expect((await login(body.username, PASSWORD, '10.63.0.1')).statusCode).toBe(200);
  }, 120_000);

  it('refuses a replayed, a tampered or a forged solution, even with the right password', async () => {
    const { body } = await register(t.app, {}, '10.65.0.1');
    for (let i = 0; i < 5; i++) await login(body.username, `Wrong!pass${i}`, `10.66.0.${i + 1}`);

    const solved = await solvedStepUp();
    expect((await login(body.username, PASSWORD, '10.67.0.1', solved)).statusCode).toBe(200);
    const replayed = await login(body.username, PASSWORD, '10.67.0.2', solved);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({
      code: 'errors:stepUpFailed',
      message: 'The human check did not pass. Please try again.',
    });

    const payload = JSON.parse(Buffer.from(await solvedStepUp(), 'base64').toString());
    payload.solution.derivedKey = '00'.repeat(32);
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await login(body.username, PASSWORD, '10.67.0.3', tampered)).json().code).toBe(
      'errors:stepUpFailed',
    );

    // A challenge this server never signed, solved honestly.
    const forged = JSON.parse(Buffer.from(await solvedStepUp(), 'base64').toString());
    forged.challenge.signature = 'ab'.repeat(32);
    const forgedText = Buffer.from(JSON.stringify(forged)).toString('base64');
    expect((await login(body.username, PASSWORD, '10.67.0.4', forgedText)).json().code).toBe(
      'errors:stepUpFailed',
    );
    expect((await login(body.username, PASSWORD, '10.67.0.5', 'not base64 json')).json().code).toBe(
      'errors:stepUpFailed',
    );
  }, 120_000);

  it('lets exactly one of ten simultaneous uses of one solution through', async () => {
    const { body } = await register(t.app, {}, '10.68.0.1');
    for (let i = 0; i < 5; i++) await login(body.username, `Wrong!pass${i}`, `10.68.1.${i + 1}`);
    const solved = await solvedStepUp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(body.username, PASSWORD, `10.68.2.${i + 1}`, solved)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 'errors:stepUpFailed')).toHaveLength(9);
  }, 120_000);
});
