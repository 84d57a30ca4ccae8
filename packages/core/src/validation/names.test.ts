import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createClanBodySchema } from '../contracts/clans';
import { addGameBodySchema } from '../contracts/game-claims';
import { createProjectBodySchema } from '../contracts/projects';
import { createWheelBodySchema } from '../contracts/wheel';
import { requiredText } from '../tasks/fields';
import { fullNameSchema } from './account';
import { hasMarkup } from './rules';

/** One rule for every name a person types: plain text, no HTML tags, like every other text field. */
const NAMES: [string, z.ZodType][] = [
  ['full name', fullNameSchema],
  ['clan name', createClanBodySchema.shape.name],
  ['project name', createProjectBodySchema.shape.name],
  ['game name', addGameBodySchema.shape.name],
  ['wheel name', createWheelBodySchema.shape.name],
  ['a plain text field', requiredText(100)],
];

const MARKUP = ['<b>Owls</b>', 'Owls<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'Owls <br/>'];
const TEXT = ['Night Owls', 'Cú Đêm', 'a < b and c > d', 'Owls <3', 'R&D <team'];

describe('names refuse markup as every other text field does', () => {
  it.each(NAMES)('%s', (_label, schema) => {
    for (const value of MARKUP) {
      const result = schema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('validation:noMarkup');
    }
    for (const value of TEXT) expect(schema.safeParse(value).success, value).toBe(true);
  });

  it('tells a tag from a lone angle bracket', () => {
    expect(MARKUP.every(hasMarkup)).toBe(true);
    expect(TEXT.some(hasMarkup)).toBe(false);
  });
});
