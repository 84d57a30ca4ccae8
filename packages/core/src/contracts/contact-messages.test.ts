import { describe, expect, it } from 'vitest';
import { errorMap } from '../validation/error-map';
import { contactMessageBodySchema, contactMessagesQuerySchema } from './contact-messages';

const valid = {
  name: '  Lan Pham ',
  email: 'Lan@Studio.Example',
  topic: 'sales',
  subject: 'Enterprise plan',
  message: 'We need API integration for our game.',
};
const issues = (input: object) =>
  contactMessageBodySchema
    .safeParse(input, { error: errorMap })
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the contact form rules', () => {
  it('trim the text and store the email lower-cased', () => {
    expect(contactMessageBodySchema.parse(valid)).toMatchObject({
      name: 'Lan Pham',
      email: 'lan@studio.example',
    });
  });

  it('name each broken field with the spec’s messages', () => {
    expect(issues({ ...valid, name: '', email: 'nope' })).toEqual([
      ['name', 'validation:required'],
      ['email', 'validation:email'],
    ]);
    expect(issues({ ...valid, message: 'short' })).toEqual([
      ['message', 'validation:minLength|{"minLength":10}'],
    ]);
    expect(issues({ ...valid, subject: 'x'.repeat(151) })).toEqual([
      ['subject', 'validation:maxLength|{"maxLength":150}'],
    ]);
    expect(issues({ ...valid, topic: 'lottery' })).toEqual([['topic', 'tasks:choiceInvalid']]);
  });

  it('page the inbox by 20 by default and at most 100', () => {
    expect(contactMessagesQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(contactMessagesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(contactMessagesQuerySchema.safeParse({ unread: 'yes' }).success).toBe(false);
  });
});
