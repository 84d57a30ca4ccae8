import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Discord's and X's OAuth2 and REST APIs as a stand-in served over real HTTP on loopback, with their paths
 * and JSON shapes: Discord (`/oauth2/token`, `/users/@me`, `/invites/{code}`, `/users/@me/guilds/{id}/member`)
 * X (`/2/oauth2/token` with PKCE, `/2/users/me`) and Google's YouTube Data API (`/oauth2/v4/token`,
 * `/youtube/v3/channels`, `/youtube/v3/subscriptions`, with Google's error shapes). A code is issued by the test as the provider's
 * authorize page would after the player agreed; it works once, like the real ones. Calls are recorded;
 * `rateLimited` makes every call answer 429 the way each provider does.
 */
type Provider = 'discord' | 'x' | 'youtube';

export interface OutsideUser {
  id: string;
  username: string;
}

interface IssuedCode {
  provider: Provider;
  user: OutsideUser;
  /** The PKCE challenge of the authorize URL (S256): the exchange must present its verifier. */
  challenge: string;
  redirectUri: string;
  used: boolean;
}

export class OAuthStandIn {
  readonly calls: { method: string; path: string; authorization?: string; form?: URLSearchParams }[] = [];
  /** Discord invites: code → server. */
  readonly invites = new Map<string, { id: string; name: string }>();
  /** `${guildId}:${userId}` of Discord members. */
  readonly members = new Set<string>();
  /** X: usernames each user id follows, tweet ids each user liked, user ids that reposted each tweet. */
  readonly xFollowing = new Map<string, string[]>();
  readonly xLikes = new Map<string, string[]>();
  readonly xRetweeters = new Map<string, string[]>();
  /** X posts, newest first, for /2/tweets/search/recent (which reads `from:`, `conversation_id:`, `is:reply`). */
  readonly xPosts: { id: string; author_id: string; text: string; conversation_id: string }[] = [];
  /** The last search query X was asked. */
  lastSearch: URLSearchParams | undefined;
  /** X's lists answer at most this many items a page, whatever max_results asks (to exercise paging). */
  xPageSize = 2;
  /** YouTube: channel handles (`@name`) and legacy user names to channel ids, and `${subscriber}:${channel}`. */
  readonly youtubeHandles = new Map<string, string>();
  readonly youtubeUsernames = new Map<string, string>();
  readonly youtubeSubscriptions = new Set<string>();
  /** Google accounts (by id) that have no YouTube channel. */
  readonly youtubeNoChannel = new Set<string>();
  /** YouTube answers 403 quotaExceeded, as the Data API does once the project's daily quota is spent. */
  youtubeQuotaExceeded = false;
  /** Every call answers 429 (each provider's rate limit answer). */
  rateLimited = false;
  readonly clients = {
    discord: { id: 'discord-client', secret: 'discord-secret' },
    x: { id: 'x-client' },
    youtube: { id: 'youtube-client', secret: 'youtube-secret' },
  };
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, { provider: Provider; user: OutsideUser }>();
  /** Refresh tokens work once, as X's do (each refresh answers a new pair). */
  private readonly refreshTokens = new Map<string, { provider: Provider; user: OutsideUser }>();
  /** How long the access tokens it issues last (X: two hours). */
  expiresIn = 7200;
  private server: Server | undefined;
  base = '';

  /**
   * The account the consent page (`GET /authorize/{provider}`) approves, per provider: the browser tests set it
   * through `/control/identity` before clicking Link.
   */
  readonly consenting = new Map<Provider, OutsideUser>();

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** What the provider's authorize page does once the player agrees: a code for the redirect back. */
  authorize(provider: Provider, authorizeUrl: string, user: OutsideUser): { code: string; state: string } {
    const url = new URL(authorizeUrl);
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, {
      provider,
      user,
      challenge: url.searchParams.get('code_challenge') ?? '',
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      used: false,
    });
    return { code, state: url.searchParams.get('state') ?? '' };
  }

  callsTo(path: string) {
    return this.calls.filter((call) => call.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.base);
    const path = url.pathname;
    const form = req.method === 'POST' ? new URLSearchParams(Buffer.concat(chunks).toString()) : undefined;
    this.calls.push({
      method: req.method ?? 'GET',
      path,
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      ...(form ? { form } : {}),
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (path.startsWith('/control/') || path.startsWith('/authorize/'))
      return this.browserFacing(req.method ?? 'GET', path, url.searchParams, form, res, send);
    const x = path.startsWith('/2/');
    const google = path.startsWith('/youtube/') || path === '/oauth2/v4/token';
    const googleError = (status: number, reason: string, message: string) =>
      send(status, {
        error: {
          code: status,
          message,
          errors: [{ message, domain: 'youtube.quota', reason }],
          status: reason,
        },
      });
    if (this.rateLimited && google) return googleError(429, 'rateLimitExceeded', 'Rate Limit Exceeded');
    if (this.rateLimited) {
      if (x)
        return send(429, {
          title: 'Too Many Requests',
          detail: 'Too Many Requests',
          type: 'about:blank',
          status: 429,
        });
      return send(
        429,
        { message: 'You are being rate limited.', retry_after: 1.5, global: false },
        { 'retry-after': '2' },
      );
    }
    if (req.method === 'POST' && (path === '/oauth2/token' || path === '/2/oauth2/token' || google))
      return this.token(google ? 'youtube' : x ? 'x' : 'discord', req, form ?? new URLSearchParams(), send);

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const holder = bearer ? this.tokens.get(bearer) : undefined;
    if (google) {
      if (holder?.provider !== 'youtube')
        return googleError(401, 'authError', 'Request had invalid authentication credentials.');
      if (this.youtubeQuotaExceeded)
        return googleError(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your quota.',
        );
      return this.youtube(path, url.searchParams, holder.user, send);
    }
    if (path === '/2/users/me') {
      if (holder?.provider !== 'x')
        return send(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
      return send(200, {
        data: { id: holder.user.id, name: holder.user.username, username: holder.user.username },
      });
    }
    if (path === '/2/tweets/search/recent') this.lastSearch = url.searchParams;
    const xList = this.xList(path, url.searchParams.get('query') ?? '');
    if (req.method === 'GET' && xList) {
      if (holder?.provider !== 'x')
        return send(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
      const size = Math.min(this.xPageSize, Number(url.searchParams.get('max_results') ?? 100));
      const from = Number(url.searchParams.get('pagination_token') ?? 0);
      const items = xList.slice(from, from + size);
      const more = from + size < xList.length;
      return send(200, {
        ...(items.length ? { data: items } : {}),
        meta: { result_count: items.length, ...(more ? { next_token: String(from + size) } : {}) },
      });
    }
    const invite = /^\/invites\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && invite) {
      const guild = this.invites.get(decodeURIComponent(invite[1]!));
      if (!guild) return send(404, { message: 'Unknown Invite', code: 10006 });
      return send(200, {
        type: 0,
        code: invite[1],
        guild_id: guild.id,
        guild: { id: guild.id, name: guild.name, features: [] },
        channel: { id: '1', type: 0, name: 'general' },
      });
    }
    const unauthorized = () => send(401, { message: '401: Unauthorized', code: 0 });
    if (path === '/users/@me') {
      if (holder?.provider !== 'discord') return unauthorized();
      return send(200, {
        id: holder.user.id,
        username: holder.user.username,
        global_name: null,
        discriminator: '0',
        avatar: null,
      });
    }
    const member = /^\/users\/@me\/guilds\/(\d+)\/member$/.exec(path);
    if (req.method === 'GET' && member) {
      if (holder?.provider !== 'discord') return unauthorized();
      if (!this.members.has(`${member[1]}:${holder.user.id}`))
        return send(404, { message: 'Unknown Guild', code: 10004 });
      return send(200, {
        user: { id: holder.user.id, username: holder.user.username },
        roles: [],
        joined_at: new Date().toISOString(),
        deaf: false,
        mute: false,
        pending: false,
        nick: null,
      });
    }
    send(404, { message: '404: Not Found', code: 0 });
  }

  private token(
    provider: Provider,
    req: IncomingMessage,
    form: URLSearchParams,
    send: (status: number, body: unknown) => void,
  ) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [clientId, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [form.get('client_id')];
    const client = this.clients[provider];
    const clientOk = clientId === client.id && ('secret' in client ? secret === client.secret : true);
    if (!clientOk) return send(401, { error: 'invalid_client' });
    const invalid = () =>
      provider === 'youtube'
        ? send(400, { error: 'invalid_grant', error_description: 'Bad Request' })
        : provider === 'x'
          ? send(400, {
              error: 'invalid_request',
              error_description: 'Value passed for the authorization code was invalid.',
            })
          : send(400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
    if (form.get('grant_type') === 'refresh_token') {
      const holder = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (holder?.provider !== provider) return invalid();
      this.refreshTokens.delete(form.get('refresh_token') ?? '');
      return send(200, this.issue(holder));
    }
    const issued = this.codes.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.used ||
      issued.provider !== provider ||
      issued.redirectUri !== form.get('redirect_uri') ||
      issued.challenge !== challenge
    )
      return invalid();
    issued.used = true;
    send(200, this.issue({ provider, user: issued.user }));
  }

  /**
   * For the browser tests. `GET /authorize/{provider}?…` is the provider's consent page, agreeing at once as the
   * account set for it: a redirect back to `redirect_uri` with a code and the state, as the real pages do.
   * `POST /control/…` (form fields) sets what the APIs answer: `identity` (provider, id, username), `invite`
   * (code, id, name), `member` (guild, user), `follow` (user, username).
   */
  private browserFacing(
    method: string,
    path: string,
    query: URLSearchParams,
    form: URLSearchParams | undefined,
    res: ServerResponse,
    send: (status: number, body: unknown) => void,
  ) {
    const consent = /^\/authorize\/(discord|x|youtube)$/.exec(path);
    if (method === 'GET' && consent) {
      const provider = consent[1] as Provider;
      const user = this.consenting.get(provider);
      if (!user) return send(400, { error: 'no account set for the consent page' });
      const { code, state } = this.authorize(provider, `${this.base}${path}?${query}`, user);
      const back = new URL(query.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({ code, state }).toString();
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (path === '/control/ping') return send(200, { ok: true });
    const field = (name: string) => form?.get(name) ?? '';
    if (method === 'POST' && path === '/control/identity') {
      this.consenting.set(field('provider') as Provider, { id: field('id'), username: field('username') });
      return send(200, { ok: true });
    }
    if (method === 'POST' && path === '/control/invite') {
      this.invites.set(field('code'), { id: field('id'), name: field('name') });
      return send(200, { ok: true });
    }
    if (method === 'POST' && path === '/control/member') {
      this.members.add(`${field('guild')}:${field('user')}`);
      return send(200, { ok: true });
    }
    if (method === 'POST' && path === '/control/follow') {
      this.xFollowing.set(field('user'), [...(this.xFollowing.get(field('user')) ?? []), field('username')]);
      return send(200, { ok: true });
    }
    send(404, { error: 'unknown control path' });
  }

  /** The YouTube Data API's channels.list and subscriptions.list, as the token's holder. */
  private youtube(
    path: string,
    query: URLSearchParams,
    user: OutsideUser,
    send: (status: number, body: unknown) => void,
  ) {
    const page = (items: unknown[], kind: string) =>
      send(200, {
        kind,
        etag: 'stand-in',
        pageInfo: { totalResults: items.length, resultsPerPage: 5 },
        items,
      });
    if (path === '/youtube/v3/channels') {
      let id: string | undefined;
      if (query.get('mine') === 'true') id = this.youtubeNoChannel.has(user.id) ? undefined : user.id;
      else if (query.get('forHandle')) id = this.youtubeHandles.get(query.get('forHandle')!.toLowerCase());
      else if (query.get('forUsername')) id = this.youtubeUsernames.get(query.get('forUsername')!);
      const channel = { kind: 'youtube#channel', etag: 'c', id, snippet: { title: user.username } };
      // YouTube leaves `items` out when nothing matches.
      if (!id)
        return send(200, { kind: 'youtube#channelListResponse', etag: 'e', pageInfo: { totalResults: 0 } });
      return page([channel], 'youtube#channelListResponse');
    }
    if (path === '/youtube/v3/subscriptions' && query.get('mine') === 'true') {
      const channel = query.get('forChannelId') ?? '';
      const found = this.youtubeSubscriptions.has(`${user.id}:${channel}`);
      return page(
        found ? [{ kind: 'youtube#subscription', etag: 's', id: `sub-${user.id}-${channel}` }] : [],
        'youtube#subscriptionListResponse',
      );
    }
    send(404, { error: { code: 404, message: 'Not Found', errors: [{ reason: 'notFound' }] } });
  }

  /** The items of one of X's list endpoints, in X's shapes, or undefined for another path. */
  private xList(path: string, query: string): Record<string, string>[] | undefined {
    if (path === '/2/tweets/search/recent') {
      const from = /from:(\S+)/.exec(query)?.[1];
      const conversation = /conversation_id:(\d+)/.exec(query)?.[1];
      return this.xPosts
        .filter(
          (post) =>
            post.author_id === from &&
            (!conversation || post.conversation_id === conversation) &&
            (!/(^|\s)is:reply/.test(query) || post.conversation_id !== post.id),
        )
        .map((post) => ({ ...post, edit_history_tweet_ids: post.id }));
    }
    const following = /^\/2\/users\/(\d+)\/following$/.exec(path);
    if (following)
      return (this.xFollowing.get(following[1]!) ?? []).map((username, i) => ({
        id: String(5000 + i),
        name: username,
        username,
      }));
    const liked = /^\/2\/users\/(\d+)\/liked_tweets$/.exec(path);
    if (liked) return (this.xLikes.get(liked[1]!) ?? []).map((id) => ({ id, text: `post ${id}` }));
    const reposted = /^\/2\/tweets\/(\d+)\/retweeted_by$/.exec(path);
    if (reposted)
      return (this.xRetweeters.get(reposted[1]!) ?? []).map((id) => ({
        id,
        name: `user ${id}`,
        username: `user${id}`,
      }));
    return undefined;
  }

  private issue(holder: { provider: Provider; user: OutsideUser }) {
    const accessToken = randomBytes(16).toString('hex');
    const refreshToken = randomBytes(16).toString('hex');
    this.tokens.set(accessToken, holder);
    this.refreshTokens.set(refreshToken, holder);
    return {
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: this.expiresIn,
      refresh_token: refreshToken,
      scope: {
        discord: 'identify guilds.members.read',
        x: 'tweet.read users.read offline.access',
        youtube: 'https://www.googleapis.com/auth/youtube.readonly',
      }[holder.provider],
    };
  }

  /** The token a linked Discord user's checks use (for revoking it in a test). */
  revokeAll(userId: string): void {
    for (const map of [this.tokens, this.refreshTokens])
      for (const [token, holder] of map) if (holder.user.id === userId) map.delete(token);
  }
}
