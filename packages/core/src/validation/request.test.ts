import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findControlCharacters, parseRequest } from './request';

describe('parseRequest', () => {
  const schema = z.object({
    name: z.string(),
    tags: z.array(z.string()).optional(),
    note: z.string().optional(),
  });

  it('refuses NUL and other control characters anywhere, naming each field', () => {
    const result = parseRequest(schema, { name: 'a\u0000b', tags: ['ok', '\u001b[31m'], note: 'x\u0085' });
    expect(result).toEqual({
      success: false,
      issues: [
        { path: 'name', message: 'validation:controlCharacters', code: 'invalid_format' },
        { path: 'tags.1', message: 'validation:controlCharacters', code: 'invalid_format' },
        { path: 'note', message: 'validation:controlCharacters', code: 'invalid_format' },
      ],
    });
  });

  it('keeps tabs and line breaks, which multi-line text needs', () => {
    expect(parseRequest(schema, { name: 'line one\r\nline two\tend' })).toEqual({
      success: true,
      data: { name: 'line one\r\nline two\tend' },
    });
  });

  it('refuses control characters in keys and nesting too deep to walk', () => {
    expect(findControlCharacters({ 'a\u0000': 1 })).toEqual(['a\u0000']);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { d: deep };
    expect(findControlCharacters(deep)).toHaveLength(1);
  });

  it("applies the contract's own rules after", () => {
    const result = parseRequest(schema, { name: 1 });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues[0]).toMatchObject({ path: 'name', code: 'invalid_type' });
  });
});
