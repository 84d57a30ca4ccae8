import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerFormSchema, registerViaUsernameBodySchema } from '../contracts/auth';
import { isReservedUsername, RESERVED_USERNAMES } from './account';
import { errorMap } from './error-map';
import { parseMessage } from './message';

const valid = {
  email: 'Linh@Example.com',
  full_name: 'Linh Tran',
  username: 'linh_01',
  referral_code: '',
  password: 'Str0ng!pass',
};

function firstError(input: unknown) {
  const result = registerViaUsernameBodySchema.safeParse(input, { error: errorMap });
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), ...parseMessage(issue.message) };
}

describe('registration rules', () => {
  it('accept a valid registration and normalise the email', () => {
    const parsed = registerViaUsernameBodySchema.parse(valid);
    expect(parsed.email).toBe('linh@example.com');
  });

  it.each([
    ['Password1!', true],
    ['password1!', false], // no uppercase
    ['PASSWORD1!', false], // no lowercase
    ['Password!!', false], // no number
    ['Password12', false], // no special character
    ['Pa1!', false], // too short
  ])('password %s valid=%s', (password, ok) => {
    const error = firstError({ ...valid, password });
    if (ok) expect(error).toBeNull();
    else expect(error).toMatchObject({ path: 'password', key: 'validation:password' });
  });

  it('reject usernames with anything but letters, digits and underscore', () => {
    for (const username of ['linh-01', 'linh 01', 'linh.01', 'línH']) {
      expect(firstError({ ...valid, username })).toMatchObject({
        path: 'username',
        key: 'validation:username',
      });
    }
  });

  it('reject referral codes with anything but letters and digits, and accept an empty one', () => {
    expect(firstError({ ...valid, referral_code: 'ABC_1' })).toMatchObject({
      path: 'referral_code',
      key: 'validation:referralCode',
    });
    expect(firstError({ ...valid, referral_code: undefined })).toBeNull();
  });

  it('report a missing field as required and a bad email as such', () => {
    expect(firstError({ ...valid, email: undefined })).toMatchObject({
      path: 'email',
      key: 'validation:required',
    });
    expect(firstError({ ...valid, email: '' })).toMatchObject({ path: 'email', key: 'validation:required' });
    expect(firstError({ ...valid, email: 'not-an-email' })).toMatchObject({
      path: 'email',
      key: 'validation:email',
    });
  });

  it('require matching passwords in the form', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirm_password: 'Other1!x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['confirm_password']);
    expect(parseMessage(result.error?.issues[0]?.message ?? '')?.key).toBe('validation:passwordsMatch');
  });

  it('accept every username made only of letters, digits and underscores within the length, unless reserved', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]{3,30}$/), (username) => {
        const error = firstError({ ...valid, username });
        if (isReservedUsername(username)) expect(error?.key).toBe('validation:usernameReserved');
        else expect(error).toBeNull();
      }),
    );
  });

  it('reject every reserved name whatever its letter case, underscores or trailing digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESERVED_USERNAMES),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.stringMatching(/^[0-9]{0,4}$/),
        (name, upper, digits) => {
          const cased = [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          const username = `${cased.length < 3 ? `_${cased}_` : cased}${digits}`;
          expect(firstError({ ...valid, username })).toMatchObject({
            path: 'username',
            key: 'validation:usernameReserved',
          });
        },
      ),
    );
  });

  it('reject every username that contains another character', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_]{1,10}$/),
        fc.constantFrom('-', '.', ' ', '@', '!', 'é', '/', '😀'),
        fc.stringMatching(/^[A-Za-z0-9_]{1,10}$/),
        (a, bad, b) => {
          expect(firstError({ ...valid, username: `${a}${bad}${b}` })?.path).toBe('username');
        },
      ),
    );
  });
});
