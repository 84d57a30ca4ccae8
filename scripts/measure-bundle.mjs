#!/usr/bin/env node
// Prints the JavaScript a built app's first page load needs: the entry chunk and every chunk it imports
// statically (what the browser fetches before the page can run), with raw and gzip sizes.
// Usage: node scripts/measure-bundle.mjs [dist dir=web/dist] [--json] [--budget-kb=N]
// With --budget-kb it exits 1 when the initial JavaScript is over N KB gzip (the Mini App's budget: 120).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const base = (entries[0] ?? '').replace(/assets\/.*$/, '');

const seen = new Map();
function visit(url) {
  const file = path.join(dist, url.replace(base, ''));
  if (seen.has(file)) return;
  const code = readFileSync(file);
  seen.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
  // Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export … from "./a.js"`.
  for (const m of code
    .toString()
    .matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    visit(path.posix.join(path.posix.dirname(url), m[1]));
  }
}
for (const entry of entries) visit(entry);

const total = [...seen.values()].reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), {
  raw: 0,
  gzip: 0,
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ dist, chunks: seen.size, raw: total.raw, gzip: total.gzip }));
} else {
  for (const [file, s] of seen)
    console.log(
      `${kb(s.gzip).padStart(10)} gzip  ${kb(s.raw).padStart(10)} raw  ${path.relative(dist, file)}`,
    );
  console.log(
    `${kb(total.gzip).padStart(10)} gzip  ${kb(total.raw).padStart(10)} raw  initial JS of ${path.relative(process.cwd(), dist)} (${seen.size} chunks)`,
  );
}

const budget = process.argv.find((a) => a.startsWith('--budget-kb='));
if (budget) {
  const limit = Number(budget.slice('--budget-kb='.length)) * 1024;
  if (total.gzip > limit) {
    console.error(`Over budget: ${kb(total.gzip)} gzip > ${kb(limit)}`);
    process.exitCode = 1;
  }
}
