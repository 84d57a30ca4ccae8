#!/usr/bin/env node
// `pnpm lint` runs this after Biome: the server's modules stand in layers, and no import goes round in a circle.
//   A module's bottom layer is its repositories and access checks (repository.ts, *-repository.ts, access.ts)
//   and the module's own files they build on; everything else (services, routes, helpers) is its upper layer. The graph has one node per module and layer;
//   an import from a file of one node to a file of another is an edge. Any cycle fails, with the imports on it.
//   Biome's noRestrictedImports (biome.json) keeps another module's service and routes out of reach; this keeps
//   what remains from looping: an access check that reads a service, two repositories that read each other.
// Prints the modules that still import each other both ways (through their bottom layer only, which the layering
// allows) so the count stays visible.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const importPattern = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;

const named = (file) => {
  const name = path.posix.basename(file).replace(/\.ts$/, '');
  return name === 'repository' || name.endsWith('-repository') || name === 'access';
};

const importsOf = (file, text) =>
  [...text.matchAll(importPattern)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])),
  );

/**
 * The bottom layer: files named repository, *-repository or access, and the files of their own module that they
 * import (a store a repository is built from belongs to the bottom too).
 */
export function bottomFiles(files) {
  const texts = new Map(files.map(({ path: file, text }) => [file.replace(/\.ts$/, ''), text]));
  const bottom = new Set([...texts.keys()].filter(named));
  const queue = [...bottom];
  while (queue.length > 0) {
    const file = queue.pop();
    for (const target of importsOf(file, texts.get(file)))
      if (target.split('/')[0] === file.split('/')[0] && texts.has(target) && !bottom.has(target)) {
        bottom.add(target);
        queue.push(target);
      }
  }
  return bottom;
}

/**
 * files: [{ path: 'events/service.ts', text }], paths relative to the modules folder. Returns the edges between
 * module layers ('events:bottom', 'events:upper'), each with the imports behind it.
 */
export function layerGraph(files) {
  const bottom = bottomFiles(files);
  const node = (file) => `${file.split('/')[0]}:${bottom.has(file) ? 'bottom' : 'upper'}`;
  const edges = new Map();
  for (const { path: file, text } of files) {
    const from = node(file.replace(/\.ts$/, ''));
    for (const target of importsOf(file, text)) {
      if (target.startsWith('..') || !target.includes('/')) continue; // lib, db, deps: below every module
      const to = node(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const reasons = edges.get(from);
      if (!reasons.has(to)) reasons.set(to, []);
      reasons.get(to).push(`${file} -> ${target}`);
    }
  }
  return edges;
}

/** Strongly connected components with more than one node (Tarjan): each is a cycle or several. */
export function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to.keys()])]);
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** Pairs of modules with imports both ways, whatever the layer. */
export function mutualPairs(edges) {
  const byModule = new Set();
  for (const [from, to] of edges)
    for (const target of to.keys()) {
      const a = from.split(':')[0];
      const b = target.split(':')[0];
      if (a !== b) byModule.add(`${a}>${b}`);
    }
  return [...byModule]
    .map((edge) => edge.split('>'))
    .filter(([a, b]) => a < b && byModule.has(`${b}>${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
}

export function readModules(modulesDir) {
  const files = [];
  for (const module of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    for (const file of readdirSync(path.join(modulesDir, module.name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const relative = `${module.name}/${file}`;
      files.push({ path: relative, text: readFileSync(path.join(modulesDir, relative), 'utf8') });
    }
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // An argument names another modules folder (the layering test's fixtures); by default the server's.
  const files = readModules(path.resolve(process.argv[2] ?? path.join(root, 'packages/server/src/modules')));
  const edges = layerGraph(files);
  const found = cycles(edges);
  const modules = new Set(files.map((file) => file.path.split('/')[0]));
  const pairs = mutualPairs(edges);
  console.info(
    `module layers: ${modules.size} modules, ${files.length} files, ${found.length} cycle(s); ` +
      `${pairs.length} pair(s) of modules import each other both ways, none of them in a cycle once layers are apart`,
  );
  for (const pair of pairs) console.info(`  ${pair}`);
  for (const component of found) {
    console.error(`cycle between ${component.join(', ')}:`);
    for (const from of component)
      for (const [to, reasons] of edges.get(from) ?? [])
        if (component.includes(to)) for (const reason of reasons) console.error(`  ${reason}`);
  }
  if (found.length > 0) process.exit(1);
}
