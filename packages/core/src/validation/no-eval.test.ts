import { describe, expect, it } from 'vitest';
import { forbidEval } from './no-eval';

describe('forbidEval', () => {
  it("sets zod's own global configuration, so schemas parse without compiling code", async () => {
    forbidEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Still parses (and refuses) as before.
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: 'Linh' })).toEqual({ name: 'Linh' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
  });
});
