import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The server's modules stand in layers (docs/architecture.md, Server): Biome refuses an import of another
// module's service or routes, and scripts/module-cycles.mjs (run by `pnpm lint`) refuses an import cycle.
const root = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const work = mkdtempSync(path.join(tmpdir(), 'w2e-layers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Lints one module file written at `file` (under packages/server/src/modules/) with the repository's Biome rules. */
function lintModuleFile(file: string, text: string) {
  const dir = mkdtempSync(path.join(work, 'biome-'));
  copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  const relative = path.join('packages/server/src/modules', file);
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--colors=off', relative], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Runs the cycle check over a modules folder made of `files` (path relative to the folder -> source). */
function checkCycles(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(work, 'modules-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/module-cycles.mjs'), dir], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('server module layers', () => {
  it('lint refuses an import of another module’s service or routes', () => {
    for (const target of ['../events/service', '../events/routes', '../leaderboards/rewards-service']) {
      const { status, output } = lintModuleFile(
        'tasks/probe.ts',
        `import { managedEvent } from '${target}';\n\nexport const probe = managedEvent;\n`,
      );
      expect(status, target).not.toBe(0);
      expect(output).toContain('Server modules stand in layers');
    }
  });

  it('lint lets a module import another module’s repository and access checks, and its own service', () => {
    const { status, output } = lintModuleFile(
      'tasks/probe.ts',
      [
        "import { managedEvent } from '../events/access';",
        "import { eventsRepository } from '../events/repository';",
        "import { metricValuesRepository } from '../leaderboards/metric-values-repository';",
        "import { playerTask } from './service';",
        '',
        'export const probe = [managedEvent, eventsRepository, metricValuesRepository, playerTask];',
        '',
      ].join('\n'),
    );
    expect(output).not.toContain('Server modules stand in layers');
    expect(status).toBe(0);
  });

  it('the cycle check fails on an access check that reads back a module above it, and names the imports', () => {
    const { status, output } = checkCycles({
      'events/access.ts': "import { grant } from '../tasks/grants';\nexport const access = grant;\n",
      'tasks/grants.ts': "import { access } from '../events/access';\nexport const grant = access;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('cycle between events:bottom, tasks:upper');
    expect(output).toContain('events/access.ts -> tasks/grants');
  });

  it('the cycle check passes modules that read each other only downwards', () => {
    const { status, output } = checkCycles({
      'events/access.ts':
        "import { clansRepository } from '../clans/repository';\nexport const a = clansRepository;\n",
      'clans/repository.ts': 'export const clansRepository = 1;\n',
      'clans/service.ts': "import { a } from '../events/access';\nexport const s = a;\n",
    });
    expect(output).toContain('0 cycle(s)');
    expect(status).toBe(0);
  });

  it('the server’s own modules have no import cycle', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/module-cycles.mjs')], {
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toContain(' 0 cycle(s)');
    expect(run.status).toBe(0);
  });
});
