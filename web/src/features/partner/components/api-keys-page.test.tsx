import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey, ApiKeyList } from '@w2e/core/contracts/partner';
import { describe, expect, it } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../../lib/test-render';
import { ApiKeysPage } from './api-keys-page';

const used: ApiKey = {
  id: 'k1',
  name: 'Game server',
  prefix: 'w2e_live_AbCd1234',
  scopes: ['read', 'write'],
  created_at: '2026-01-01T00:00:00.000Z',
  created_by: { id: 'user-1', username: 'player' },
  last_used_at: '2026-01-02T10:00:00.000Z',
  revoked_at: null,
};
const fresh: ApiKey = {
  ...used,
  id: 'k2',
  name: 'Reports',
  prefix: 'w2e_live_Zz99Yy88',
  scopes: ['read'],
  last_used_at: null,
};
const FULL_KEY = 'w2e_live_Zz99Yy88-the-rest-of-the-secret-key-xxxxxxxxxx';
const list = (items: ApiKey[]): ApiKeyList => ({
  project: { id: 'p1', name: 'Acme Studio', slug: 'acme', tier: 'enterprise' },
  items,
});

async function open(routes: Parameters<typeof fakeHttp>[0]) {
  const server = fakeHttp(routes);
  await renderRoutes([{ path: '/project/:slug/api', element: <ApiKeysPage /> }], {
    path: '/project/acme/api',
    http: server.http,
    user: testUser,
  });
  return server.calls;
}

describe('the project’s API keys page', () => {
  it('lists each key with its prefix, scopes and last use, never the key itself', async () => {
    await open({ 'GET projects/acme/api-keys': list([fresh, used]) });
    expect(await screen.findByRole('heading', { name: 'API keys: Acme Studio' })).toBeTruthy();
    const usedRow = within(screen.getByTestId('api-key-k1'));
    expect(usedRow.getByText('w2e_live_AbCd1234…')).toBeTruthy();
    expect(usedRow.getByText('Read')).toBeTruthy();
    expect(usedRow.getByText('Write')).toBeTruthy();
    const freshRow = within(screen.getByTestId('api-key-k2'));
    expect(freshRow.getByText('Never')).toBeTruthy();
    expect(freshRow.queryByText('Write')).toBeNull();
  });

  it('creates a key with a name and scopes and shows the whole key once, with a copy button', async () => {
    let items = [used];
    const calls = await open({
      'GET projects/acme/api-keys': () => list(items),
      'POST projects/acme/api-keys': () => {
        items = [fresh, used];
        return { message: 'API key created', api_key: fresh, key: FULL_KEY };
      },
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Reports' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Read/ }));
    expect(screen.getByRole('button', { name: 'Create key' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Read/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('api-key-value')).textContent).toBe(FULL_KEY);
    expect(calls.find((call) => call.key === 'POST projects/acme/api-keys')?.body).toEqual({
      name: 'Reports',
      scopes: ['read'],
    });
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(await screen.findByTestId('api-key-k2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(FULL_KEY)).toBeNull();
  });

  it('asks for a name before creating anything', async () => {
    const calls = await open({ 'GET projects/acme/api-keys': list([]) });
    expect(await screen.findByText('No keys yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('revokes a key only after confirming', async () => {
    const calls = await open({
      'GET projects/acme/api-keys': list([used]),
      'DELETE projects/acme/api-keys/k1': {
        message: 'API key revoked',
        api_key: { ...used, revoked_at: '2026-01-03T00:00:00.000Z' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Game server' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(/Calls with “Game server” \(w2e_live_AbCd1234…\) are refused at once/),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'DELETE projects/acme/api-keys/k1')).toBe(true),
    );
  });

  it('says why when the project may not have keys', async () => {
    await open({
      'GET projects/acme/api-keys': () => {
        throw httpFailure(
          403,
          'API keys come with the Enterprise plan: ask for Enterprise on your profile’s Plan card',
        );
      },
    });
    expect((await screen.findByTestId('api-keys-refused')).textContent).toContain('Enterprise plan');
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
  });
});
