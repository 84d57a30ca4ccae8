import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitment, drawWinners, listHash } from './draw';

// docs/fairness.md promises a Node script that checks a draw outside the product: keep it in step with the code.
const doc = readFileSync(new URL('../../../../docs/fairness.md', import.meta.url), 'utf8');
const script = /```js\n([\s\S]*?)```/.exec(doc)?.[1];

describe('the check script in docs/fairness.md', () => {
  it('recomputes the same winners as drawWinners and checks the commitment and list hash', async () => {
    expect(script).toBeTruthy();
    const file = join(mkdtempSync(join(tmpdir(), 'fairness-')), 'verify-draw.cjs');
    writeFileSync(file, script!);
    const seed = 'ab'.repeat(32);
    const entries = Array.from({ length: 13 }, (_, i) => `user-${i}`);
    const run = (published: string) =>
      execFileSync('node', [file, seed, published, '', '4', ...entries]).toString();
    const good = execFileSync('node', [
      file,
      seed,
      await commitment(seed),
      await listHash(entries),
      '4',
      ...entries,
    ]).toString();
    expect(good).toContain('commitment ok: true');
    expect(good).toContain('list hash ok:  true');
    expect(good).toContain(`winners, in draw order: ${(await drawWinners(seed, entries, 4)).join(' ')}`);
    expect(run('00'.repeat(32))).toContain('commitment ok: false');
  });
});
