import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const pages = path.join(here, '../features/pages');

/** Where an import of our own code points: a relative path, or a workspace package's `src`. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@w2e/')) {
    const [, pkg, ...rest] = specifier.split('/');
    base = path.join(repo, 'packages', pkg!, 'src', ...rest);
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/**
 * What a module loads when it runs, through its own code's static imports (not `import type`): each package
 * (`zod`), and each name taken from one (`Tooltip from @mantine/core`), by it or by our modules it loads.
 */
function packagesLoadedBy(entry: string): Set<string> {
  const loaded = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?(?:([^;'"]*?)\s+from\s+)?'([^']+)'/gm);
    for (const [, typeOnly, names = '', specifier] of statements) {
      if (typeOnly || !specifier) continue;
      const local = resolve(file, specifier);
      if (local) {
        queue.push(local);
        continue;
      }
      const [scope, name] = specifier.split('/');
      loaded.add(specifier.startsWith('@') ? `${scope}/${name}` : scope!);
      for (const imported of names.match(/[\w$]+/g) ?? []) loaded.add(`${imported} from ${specifier}`);
    }
  }
  return loaded;
}

/**
 * What some modules must not bring into every page that imports them: read from their own code's static
 * imports, the ones a page's chunk and its preloads follow.
 */
describe('what the informational pages load', () => {
  // The pricing page and the task guide list task types: their traits (tasks/types.ts), not the registry's
  // config schemas, which bring zod and viem (~45 KB gzip) into /faq, /help, /guide and /pricing.
  for (const page of ['components/pricing-page.tsx', 'components/guide-pages.tsx']) {
    it(`${page} loads neither zod nor viem`, () => {
      const loaded = packagesLoadedBy(path.join(pages, page));
      expect(loaded.has('react')).toBe(true);
      expect(loaded.has('zod')).toBe(false);
      expect(loaded.has('viem')).toBe(false);
    });
  }

  it('the check sees zod where it is loaded', () => {
    expect(packagesLoadedBy(path.join(repo, 'packages/core/src/tasks/registry.ts')).has('zod')).toBe(true);
  });
});

describe('what raising a toast loads', () => {
  // Some 40 modules can raise one, among them most pages: Mantine's notifications (~10 KB gzip with what they
  // bring) load with the first toast, not with each of those pages.
  it('toast.ts loads @mantine/notifications only when a toast is raised', () => {
    const loaded = packagesLoadedBy(path.join(here, 'toast.ts'));
    expect(loaded.has('@mantine/notifications')).toBe(false);
    expect(readFileSync(path.join(here, 'toast.ts'), 'utf8')).toContain("import('@mantine/notifications')");
  });
});

describe('what a badge with a hint loads', () => {
  // The token holder and premium badges sit on the event, event list, player and leaderboard pages: Mantine's
  // Tooltip (floating-ui, ~15 KB gzip) loads when a reader points at one (components/hint.tsx).
  it('token-holder-badge.tsx loads no Tooltip until a hint is wanted', () => {
    const loaded = packagesLoadedBy(path.join(here, '../components/token-holder-badge.tsx'));
    expect(loaded.has('Badge from @mantine/core')).toBe(true);
    expect(loaded.has('Tooltip from @mantine/core')).toBe(false);
  });
});
