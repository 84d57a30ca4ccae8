import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode } from 'postcss';

/**
 * The critical CSS of a page rendered on the server (docs/portal.md, "Public deep links rendered by the
 * server"): of the stylesheets the page's route links (Mantine's whole sheet is 250 KB, 30 KB compressed, and
 * blocked the first paint for about a second on a phone), only the rules the rendered markup can match, inlined
 * before the markup. The sheets themselves are then only preloaded; the page's code links them before it
 * hydrates (a static page Mantine's whole sheet once it has: lib/load-full-styles.ts in the portal), with the
 * same rules, so nothing moves when they arrive.
 *
 * A rule is kept when one of its selectors asks only for classes and `data-` attributes that elements of the
 * markup carry (what is under `:not()`, or one alternative of a `:where()`/`:is()` list, does not count); rules
 * that ask for neither (elements, `:root`), `@font-face` and `@keyframes` are kept, unless index.html already
 * inlines them (its first-paint CSS: Mantine's base and variables). `@media`, `@layer`, `@supports` and `@container` keep their rules' order
 * and nesting, so the cascade is the sheet's own.
 */

interface Selector {
  text: string;
  /** Classes and `data-` attributes (`name` or `name=value`) an element of the markup must carry. */
  needs: string[];
}

type CssNode =
  | { kind: 'rule'; selectors: Selector[]; body: string }
  | { kind: 'group'; head: string; children: CssNode[] }
  | { kind: 'raw'; text: string };

const GROUPING_AT_RULES = new Set(['media', 'layer', 'supports', 'container', 'scope']);

/**
 * Set on `<html>` by the portal's boot script and color-scheme manager, never in the rendered root: rules
 * that ask for them (the dark scheme's colours) always stay.
 */
const DOCUMENT_ATTRIBUTES = ['data-mantine-color-scheme', 'data-respect-reduced-motion'];

const DATA_ATTRIBUTE = /\[(data-[\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]*)))?\s*\]/g;

/**
 * What an element must carry for the selector to match it: its classes and `data-` attributes, leaving out
 * those under `:not(...)` and the document's own attributes. Other attribute selectors do not narrow it.
 */
function requirements(selector: string): string[] {
  // A selector list inside :where()/:is() asks for one of its alternatives, not all: it does not narrow.
  let stripped = selector.replace(/:(?:where|is)\(([^()]*)\)/g, (whole, inner: string) =>
    inner.includes(',') ? '' : whole,
  );
  // Nested parentheses inside :not() (rare) are peeled from the inside out.
  for (let previous = ''; previous !== stripped; ) {
    previous = stripped;
    stripped = stripped.replace(/:not\([^()]*\)/g, '');
  }
  const attributes = [...stripped.matchAll(DATA_ATTRIBUTE)]
    .filter((match) => !DOCUMENT_ATTRIBUTES.includes(match[1]!))
    .map((match) => {
      const value = match[2] ?? match[3] ?? match[4];
      return value === undefined ? match[1]! : `${match[1]}=${value}`;
    });
  const classes = [...stripped.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
    (match) => `.${match[1]}`,
  );
  return [...classes, ...attributes];
}

/** `inline`: the rules index.html carries already (the first-paint CSS), which are left out. */
function compile(node: ChildNode, inline: ReadonlySet<string>): CssNode | undefined {
  if (node.type !== 'comment' && inline.has(node.toString())) return undefined;
  if (node.type === 'rule') {
    const text = node.toString();
    return {
      kind: 'rule',
      selectors: node.selectors.map((selector) => ({ text: selector, needs: requirements(selector) })),
      body: text.slice(text.indexOf('{')),
    };
  }
  if (node.type === 'atrule') {
    if (node.nodes && GROUPING_AT_RULES.has(node.name)) {
      const children = node.nodes
        .map((child) => compile(child, inline))
        .filter((child): child is CssNode => child !== undefined);
      return { kind: 'group', head: `@${node.name}${node.params ? ` ${node.params}` : ''}`, children };
    }
    return { kind: 'raw', text: node.toString() + (node.nodes ? '' : ';') };
  }
  return undefined;
}

function emit(node: CssNode, present: ReadonlySet<string>): string {
  switch (node.kind) {
    case 'raw':
      return node.text;
    case 'group': {
      const inner = node.children.map((child) => emit(child, present)).join('');
      return inner ? `${node.head}{${inner}}` : '';
    }
    case 'rule': {
      const kept = node.selectors.filter((selector) => selector.needs.every((need) => present.has(need)));
      return kept.length ? `${kept.map((selector) => selector.text).join(',')}${node.body}` : '';
    }
  }
}

/** The classes (`.name`) and `data-` attributes (`name` and `name=value`) that the markup's elements carry. */
export function markupFeatures(markup: string): Set<string> {
  const present = new Set<string>();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) present.add(`.${name}`);
  }
  for (const match of markup.matchAll(/\s(data-[\w-]+)(?:="([^"]*)")?/g)) {
    present.add(match[1]!);
    if (match[2] !== undefined) present.add(`${match[1]}=${match[2]}`);
  }
  return present;
}

export interface CriticalCss {
  /** The rules of the sheets at these hrefs (`/assets/...css`, in link order) that this markup can match. */
  forMarkup(hrefs: readonly string[], markup: string): string;
}

/** Sheets are read and parsed once, on first use; an href outside the build's assets is ignored. */
export function loadCriticalCss(webDist: string, indexHtml: string): CriticalCss {
  const inline = new Set<string>();
  for (const match of indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    try {
      postcss.parse(match[1]!).walk((node) => {
        if (node.type === 'rule' || (node.type === 'atrule' && !GROUPING_AT_RULES.has(node.name))) {
          inline.add(node.toString());
        }
      });
    } catch {
      // Not CSS we can read: nothing is left out.
    }
  }
  const sheets = new Map<string, CssNode[] | undefined>();
  const sheet = (href: string): CssNode[] | undefined => {
    if (!sheets.has(href)) {
      const file = path.join(webDist, href);
      let nodes: CssNode[] | undefined;
      if (/^\/assets\/[\w.-]+\.css$/.test(href) && file.startsWith(webDist)) {
        try {
          const root = postcss.parse(readFileSync(file, 'utf8'));
          nodes = root.nodes
            .map((node) => compile(node, inline))
            .filter((node): node is CssNode => node !== undefined);
        } catch {
          nodes = undefined;
        }
      }
      sheets.set(href, nodes);
    }
    return sheets.get(href);
  };
  return {
    forMarkup(hrefs, markup) {
      const present = markupFeatures(markup);
      return hrefs
        .flatMap((href) => sheet(href) ?? [])
        .map((node) => emit(node, present))
        .join('');
    },
  };
}
