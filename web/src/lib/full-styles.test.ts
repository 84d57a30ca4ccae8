import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The installed Mantine, as the build resolves it from web/. */
const mantine = path.join(here, '../../node_modules/@mantine/core');
const styles = path.join(mantine, 'styles');
const whole = readFileSync(path.join(mantine, 'styles.layer.css'), 'utf8');
/** What first-paint-styles.ts applies before anything else. */
const BASE = ['baseline', 'default-css-variables', 'global'];

const importsOf = (file: string, pattern: RegExp) =>
  [...readFileSync(path.join(here, file), 'utf8').matchAll(pattern)].map((match) => match[1]!);

/** Where a component's rules start in Mantine's whole stylesheet: its first selector there. */
function positionInWhole(component: string): number {
  const own = readFileSync(path.join(styles, `${component}.layer.css`), 'utf8');
  const selector = own
    .replace(/^@layer mantine \{/, '')
    .split('{')[0]!
    .trim();
  const at = whole.search(
    new RegExp(`(^|[\\n{}])\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{`),
  );
  expect(at, `${component}'s rules in styles.layer.css`).toBeGreaterThanOrEqual(0);
  return at;
}

describe('full-styles', () => {
  const listed = importsOf('full-styles.ts', /^import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';$/gm);

  it("imports every Mantine component's stylesheet, in the order of Mantine's own whole stylesheet", () => {
    const components = readdirSync(styles)
      .filter((name) => name.endsWith('.layer.css'))
      .map((name) => name.replace(/\.layer\.css$/, ''))
      .filter((name) => !BASE.includes(name));
    const inMantinesOrder = [...components].sort((a, b) => positionInWhole(a) - positionInWhole(b));
    expect(listed).toEqual(inMantinesOrder);
  });

  it('leaves out what the first paint applied already', () => {
    const firstPaint = importsOf(
      'first-paint-styles.ts',
      /^import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';$/gm,
    );
    expect(firstPaint).toEqual(BASE);
    for (const name of BASE) expect(listed).not.toContain(name);
    expect(readFileSync(path.join(here, 'full-styles.ts'), 'utf8')).not.toMatch(
      /@mantine\/core\/styles(\.layer)?\.css'/,
    );
  });
});
