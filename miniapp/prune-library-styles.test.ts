import { describe, expect, it } from 'vitest';
import {
  MANTINE_CLASS,
  pruneInlineStyles,
  pruneUnusedLibraryRules,
  TELEGRAM_UI_CLASS,
} from '../scripts/vite-prune-library-styles';

const USED = 'tgui-0000000000000001';
const UNUSED = 'tgui-00000000000000ff';
const OTHER_UNUSED = 'tgui-00000000000000fe';

describe('pruneUnusedLibraryRules', () => {
  it('drops the rules of library classes no script names, and keeps the rest as it was', () => {
    const css = [
      ':root{--tgui--bg:#fff}',
      'body{margin:0}',
      `.${USED}{color:red}`,
      `.${UNUSED}{color:blue}`,
      `.${USED} .${UNUSED}{color:green}`,
      `.${USED}:not(.${USED}){color:teal}`,
      '.app-own{color:black}',
    ].join('\n');
    const out = pruneUnusedLibraryRules(css, new Set([USED]), TELEGRAM_UI_CLASS);
    expect(out).toContain(':root{--tgui--bg:#fff}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain(`.${USED}{color:red}`);
    expect(out).toContain('.app-own{color:black}');
    expect(out).toContain(`.${USED}:not(.${USED}){color:teal}`);
    expect(out).not.toContain(UNUSED);
  });

  it('keeps the used selectors of a list and drops the others', () => {
    const out = pruneUnusedLibraryRules(
      `.${UNUSED}, .${USED}:hover{opacity:.5}`,
      new Set([USED]),
      TELEGRAM_UI_CLASS,
    );
    expect(out).toBe(`.${USED}:hover{opacity:.5}`);
  });

  it('removes a media or supports block left empty, and keeps keyframes whole', () => {
    const css = [
      `@media (min-width:768px){.${UNUSED}{padding:0}.${OTHER_UNUSED}{padding:1px}}`,
      `@media (prefers-color-scheme:dark){.${USED}{color:white}.${UNUSED}{color:gray}}`,
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    ].join('\n');
    const out = pruneUnusedLibraryRules(css, new Set([USED]), TELEGRAM_UI_CLASS);
    expect(out).not.toContain('min-width:768px');
    expect(out).toContain(`@media (prefers-color-scheme:dark){.${USED}{color:white}}`);
    expect(out).toContain('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}');
  });
});

describe('pruneInlineStyles', () => {
  it('prunes every <style> of a page and leaves the rest of the page as it was', () => {
    const html = [
      '<head><style>.boot{padding:16px}</style>',
      `<style data-x>.${USED}{color:red}.${UNUSED}{color:blue}</style></head>`,
      `<body><div class="${UNUSED}">kept as text</div></body>`,
    ].join('');
    expect(pruneInlineStyles(html, new Set([USED]), TELEGRAM_UI_CLASS)).toBe(
      [
        '<head><style>.boot{padding:16px}</style>',
        `<style data-x>.${USED}{color:red}</style></head>`,
        `<body><div class="${UNUSED}">kept as text</div></body>`,
      ].join(''),
    );
  });
});

describe('Mantine (the portal)', () => {
  it("drops a layer's rules for classes no script names and the layer when it is left empty", () => {
    const css = [
      '@layer mantine{.m_77c9d27d{height:36px}.m_0000dead:where([data-x]){color:red}',
      '[data-mantine-color-scheme=dark] .m_77c9d27d{color:white}}',
      '@layer mantine{.m_0000dead{padding:0}}',
      '.app_button_x1{margin:0}',
    ].join('');
    expect(pruneUnusedLibraryRules(css, new Set(['m_77c9d27d']), MANTINE_CLASS)).toBe(
      [
        '@layer mantine{.m_77c9d27d{height:36px}',
        '[data-mantine-color-scheme=dark] .m_77c9d27d{color:white}}',
        '.app_button_x1{margin:0}',
      ].join(''),
    );
  });
});
