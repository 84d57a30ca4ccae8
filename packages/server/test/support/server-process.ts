import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_PATH, TEST_JWT_SECRET } from './helpers';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** The address it listens on, once it does; rejected if it exits first. */
  url: Promise<string>;
  /** Everything it printed, stdout and stderr. */
  output: string[];
}

/**
 * The server as a process of its own (`src/main.ts` through tsx), on a free loopback port, with the test
 * defaults and `env` on top: for tests that signal or kill it.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: CHILD_PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  const output: string[] = [];
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (found) resolve(found[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.join('')}`)),
    );
  });
  return { child, url, output };
}
