import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers';

/**
 * A route that needs a session refuses a caller without one before it reads the request: 401, whatever the
 * path, query or body hold, so a stranger learns nothing about the rules of a body (which fields, which
 * limits) and spends no work on validation.
 */
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

const BAD_BODY = '{"name":"\\u0000","extra":[1,2,3],"host":null}';

describe('authenticate before validation', () => {
  it('answers 401, not 400, to a caller without a session on a few bad requests', async () => {
    const cases = [
      { method: 'POST', url: '/api/events', payload: 'null' },
      { method: 'POST', url: '/api/events', payload: BAD_BODY },
      { method: 'POST', url: '/api/clans', payload: '{"name":""}' },
      { method: 'PATCH', url: '/api/users/profile', payload: '{"full_name":12}' },
      { method: 'DELETE', url: '/api/tasks/%00' },
      { method: 'POST', url: '/api/tasks/%00/visits' },
    ] as const;
    for (const request of cases) {
      const response = await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json' },
      });
      expect({ ...request, status: response.statusCode, code: response.json().code }).toEqual({
        ...request,
        status: 401,
        code: 'errors:unauthorized',
      });
    }
  });

  it('a route that also serves signed-out callers still answers them', async () => {
    const response = await t.app.inject({ url: '/api/users/init' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('a bad token is refused the same way, asking to sign in again', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: 'null',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('errors:invalidSession');
  });

  it('every route the API document marks as signed-in answers 401 to bad input without a session', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // An empty alternative (`{}`) marks a route that also answers signed-out callers.
        const security = operation.security ?? [];
        if (security.length === 0 || !security.every((scheme) => 'bearer' in scheme)) continue;
        checked++;
        const url = `${path.replace(/\{\w+\}/g, '%00')}?limit=-1&page=x&%00=%00`;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          // A DELETE's empty JSON body is malformed too: refused before it is parsed.
          ...(method === 'get' ? {} : { payload: method === 'delete' ? '' : BAD_BODY }),
          headers: { 'content-type': 'application/json' },
        });
        if (response.statusCode !== 401)
          failures.push(`${method.toUpperCase()} ${path} -> ${response.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
