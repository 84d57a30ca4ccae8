import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Update, UserFromGetMe } from 'grammy/types';

export interface ApiCall {
  method: string;
  token: string;
  params: Record<string, unknown>;
}

export const TEST_BOT: UserFromGetMe = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'W2E Guard',
  username: 'w2e_guard_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
} as UserFromGetMe;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A Telegram Bot API stand-in served over real HTTP on loopback: it answers the methods the bots call the way
 * Telegram does (`{ ok, result }`), records every call, and hands queued updates to long polling.
 */
export class BotApiStandIn {
  readonly calls: ApiCall[] = [];
  private server: Server | undefined;
  private updates: Update[] = [];
  private nextMessageId = 1;
  /** Methods made to fail once, the way Telegram reports an error. */
  readonly failures = new Map<string, { error_code: number; description: string }>();

  get apiRoot(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  queueUpdate(update: Update): void {
    this.updates.push(update);
  }

  callsOf(method: string): ApiCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Resolves once a call of this method has arrived. */
  async waitFor(method: string, timeoutMs = 5000): Promise<ApiCall> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.callsOf(method)[0];
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${method} call within ${timeoutMs} ms`);
  }

  private async handle(req: IncomingMessage): Promise<unknown> {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (!match) return { ok: false, error_code: 404, description: 'Not Found' };
    const [, token = '', method = ''] = match;
    const params = await readJson(req);
    this.calls.push({ method, token, params });

    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      return { ok: false, ...failure };
    }
    switch (method) {
      case 'getMe':
        return { ok: true, result: TEST_BOT };
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0);
        this.updates = this.updates.filter((u) => u.update_id >= offset);
        if (this.updates.length === 0) await new Promise((r) => setTimeout(r, 50));
        return { ok: true, result: this.updates };
      }
      case 'sendMessage':
        return {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: params.chat_id, type: 'private' },
            from: TEST_BOT,
            text: params.text,
          },
        };
      case 'deleteWebhook':
      case 'setMyName':
      case 'setMyDescription':
      case 'setMyShortDescription':
      case 'setMyCommands':
      case 'setChatMenuButton':
        return { ok: true, result: true };
      default:
        return {
          ok: false,
          error_code: 400,
          description: `Bad Request: method ${method} not in the stand-in`,
        };
    }
  }
}

let updateId = 1;
/** A private-chat text message from a user, as Telegram delivers it. */
export function textUpdate(
  text: string,
  from: { id?: number; first_name?: string; language_code?: string } = {},
): Update {
  const user = {
    id: from.id ?? 42,
    is_bot: false,
    first_name: from.first_name ?? 'Linh',
    language_code: from.language_code ?? 'en',
  };
  const entities = text.startsWith('/')
    ? [{ type: 'bot_command' as const, offset: 0, length: text.split(' ')[0]!.length }]
    : undefined;
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      from: user,
      text,
      ...(entities ? { entities } : {}),
    },
  } as Update;
}
