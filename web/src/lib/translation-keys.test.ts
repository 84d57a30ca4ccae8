import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from '@w2e/core/i18n/resources-en';
import { describe, expect, it } from 'vitest';

/**
 * react-i18next's `t` takes any string, so a key that is not in core's resources (a typo, or a key removed from
 * core) would compile and show users the raw key. This reads every literal `t('namespace:key')` and
 * `i18nKey="namespace:key"` in the portal's source and checks that English has it (core's own test checks
 * that Vietnamese has every English key).
 */
const SRC = path.resolve(import.meta.dirname, '..');
const KEY_USES = [/\bt\(\s*'([A-Za-z]+):([A-Za-z0-9_.]+)'/g, /i18nKey="([A-Za-z]+):([A-Za-z0-9_.]+)"/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function keysUsed(): { file: string; key: string; exists: boolean }[] {
  const resources = en as unknown as Record<string, Record<string, string> | undefined>;
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return KEY_USES.flatMap((pattern) =>
      [...text.matchAll(pattern)].map(([, namespace = '', key = '']) => ({
        file: path.relative(SRC, file),
        key: `${namespace}:${key}`,
        // A count's key names its plural forms (`key_one`, `key_other`), which i18next picks by `{ count }`.
        exists:
          typeof resources[namespace]?.[key] === 'string' ||
          typeof resources[namespace]?.[`${key}_other`] === 'string',
      })),
    );
  });
}

describe('translation keys used by the portal', () => {
  it('are found in the source (the scan itself works)', () => {
    const used = keysUsed();
    expect(used.length).toBeGreaterThan(200);
    expect(used.map((use) => use.key)).toContain('common:notFoundTitle');
  });

  it('all exist in core’s English resources', () => {
    const missing = keysUsed()
      .filter((use) => !use.exists)
      .map((use) => `${use.file}: ${use.key}`);
    expect(missing).toEqual([]);
  });
});
