// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema in a browser', () => {
  it('builds the schema on first use, once, and not before', () => {
    let built = 0;
    const schema = lazySchema(() => {
      built += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(built).toBe(0);
    expect(schema.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(built).toBe(1);
  });

  it('stands in for the schema wherever zod or a caller looks at it', () => {
    const inner = lazySchema(() => z.string().trim().min(2));
    const outer = lazySchema(() => z.object({ code: inner, tags: z.array(inner).default([]) }));
    expect(outer.parse({ code: ' ab ' })).toEqual({ code: 'ab', tags: [] });
    expect(() => outer.parse({ code: 'a' })).toThrow(z.ZodError);
    // What resolvers and zod itself ask: `in`, instanceof, methods that clone it.
    expect('_zod' in outer).toBe(true);
    expect(outer instanceof z.ZodObject).toBe(true);
    expect(outer.extend({ n: z.number() }).parse({ code: 'abc', n: 1 })).toEqual({
      code: 'abc',
      tags: [],
      n: 1,
    });
    expect(inner.optional().parse(undefined)).toBeUndefined();
  });

  it('stands in for a shape that is spread into an object', () => {
    let built = 0;
    const shape = lazySchema(() => {
      built += 1;
      return { a: z.string(), b: z.number().optional() };
    });
    expect(built).toBe(0);
    const schema = z.object({ ...shape, c: z.boolean() });
    expect(Object.keys(schema.shape)).toEqual(['a', 'b', 'c']);
    expect(schema.parse({ a: 'x', c: true })).toEqual({ a: 'x', c: true });
  });

  it('builds nothing for a discriminated union until it parses', () => {
    let built = 0;
    const member = (type: 'x' | 'y') =>
      lazySchema(() => {
        built += 1;
        return z.object({ type: z.literal(type), value: z.string() });
      });
    const union = lazySchema(() => z.discriminatedUnion('type', [member('x'), member('y')]));
    expect(built).toBe(0);
    expect(union.parse({ type: 'y', value: 'v' })).toEqual({ type: 'y', value: 'v' });
    expect(built).toBe(2);
  });
});

describe("core's schemas", () => {
  it('are all defined through lazySchema, so a page builds only those it uses', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(__dirname, '..');
    const eager: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              // A module-level schema built when its module runs: `const x = z.…` or `const x = other.extend(…)`.
              if (/^(export )?const \w+(: [^=]+)? = (z\b|\w+Schema\.)/.test(line)) {
                eager.push(`${file.slice(root.length + 1)}:${index + 1}`);
              }
            });
        }
      }
    };
    walk(root);
    expect(eager).toEqual([]);
  });
});
