import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { message, parseMessage, translateMessage } from './message';

describe('rule messages', () => {
  it('round-trip a key with its variables', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer())),
        (params) => {
          expect(parseMessage(message('validation:minLength', params))).toEqual({
            key: 'validation:minLength',
            params,
          });
        },
      ),
    );
  });
  it('pass through text that is not a key', () => {
    expect(parseMessage('Incorrect username or password')).toBeNull();
    const t = (key: string) => `T(${key})`;
    expect(translateMessage(t, 'Incorrect username or password')).toBe('Incorrect username or password');
    expect(translateMessage(t, 'validation:required')).toBe('T(validation:required)');
  });
});
