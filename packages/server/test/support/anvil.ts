import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestClient, createWalletClient, http, publicActions, walletActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';

/** anvil's first default account (a well-known test key, funded on every anvil start). */
const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin/anvil');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real EVM node (@foundry-rs/anvil) on a loopback port of its own, with a funded deployer; `genesisTimestamp`
 * (seconds) starts its clock in the past, so a wallet's history can be old.
 */
export async function startAnvil(options: { genesisTimestamp?: number } = {}) {
  const port = await freePort();
  const extra =
    options.genesisTimestamp === undefined ? [] : ['--timestamp', String(options.genesisTimestamp)];
  const child: ChildProcess = spawn(
    bin,
    ['--host', '127.0.0.1', '--port', String(port), '--silent', ...extra],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const account = privateKeyToAccount(DEPLOYER_KEY);
  const client = createWalletClient({ account, chain: foundry, transport: http(url) })
    .extend(publicActions)
    .extend(walletActions);
  const test = createTestClient({ chain: foundry, mode: 'anvil', transport: http(url) });
  for (let tries = 0; ; tries += 1) {
    try {
      await client.getChainId();
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    client,
    test,
    account,
    stop: () => {
      child.kill();
    },
  };
}
