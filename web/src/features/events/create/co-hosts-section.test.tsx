import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CoHost } from '@w2e/core/contracts/co-hosts';
import { exampleEvent } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { CoHostsSection } from './co-hosts-section';

afterEach(cleanup);

const event = exampleEvent({
  id: 'e1',
  slug: 'summer-cup',
  host: { kind: 'project', id: 'p1', name: 'Acme', slug: 'acme', logo_url: null },
});
const guild = { kind: 'project' as const, id: 'p2', name: 'Moon Guild', slug: 'moon-guild', logo_url: null };
const arena = { kind: 'game' as const, id: 'g1', name: 'Moon Arena', slug: 'moon-arena', logo_url: null };
const invited = (status: CoHost['status']): CoHost => ({
  id: 'c1',
  event: { id: 'e1', slug: 'summer-cup', title: event.title },
  host: guild,
  status,
  created_at: '2026-12-01T00:00:00.000Z',
  decided_at: null,
});

async function open(language: 'en' | 'vi' = 'en') {
  let coHosts: CoHost[] = [];
  const server = fakeHttp({
    'GET events/e1/co-hosts': () => ({ items: coHosts }),
    // The event's own host is among the candidates: it is not offered.
    'GET co-hosts/candidates': () => ({ items: [event.host, guild, arena] }),
    'POST events/e1/co-hosts': () => {
      coHosts = [invited('invited')];
      return { message: 'Moon Guild is invited to co-host the event', co_host: coHosts[0] };
    },
    'DELETE events/e1/co-hosts/c1': () => {
      coHosts = [];
      return { message: 'Co-host removed' };
    },
  });
  await renderRoutes([{ path: '/x', element: <CoHostsSection event={event} /> }], {
    path: '/x',
    http: server.http,
    user: testUser,
    language,
  });
  return server;
}

describe('the editor’s co-hosts', () => {
  it('offers projects and games by name (not the event’s own host), invites one, shows its status and removes it', async () => {
    const server = await open();
    const section = within(await screen.findByTestId('co-hosts-section'));
    expect(await section.findByText('No co-hosts yet.')).toBeTruthy();
    const search = section.getByRole('combobox', { name: 'Find a project or game' });
    fireEvent.click(search);
    await screen.findByRole('option', { name: 'Moon Guild' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Moon Guild',
      'Moon Arena',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Moon Guild' }));
    fireEvent.click(section.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Moon Guild is invited to co-host the event')).toBeTruthy();
    expect(server.calls.find((call) => call.key === 'POST events/e1/co-hosts')?.body).toEqual({
      host: 'project:p2',
    });
    const row = within(await section.findByTestId('co-host-row'));
    expect(row.getByRole('link', { name: 'Moon Guild' }).getAttribute('href')).toBe('/project/moon-guild');
    expect(row.getByTestId('co-host-status').textContent).toBe('Invited');

    fireEvent.click(row.getByRole('button', { name: 'Remove Moon Guild' }));
    expect(await screen.findByText('Co-host removed')).toBeTruthy();
    await waitFor(() => expect(section.queryByTestId('co-host-row')).toBeNull());
  });

  it('speaks Vietnamese', async () => {
    await open('vi');
    const section = within(await screen.findByTestId('co-hosts-section'));
    expect(section.getByRole('heading', { name: 'Nhà đồng tổ chức' })).toBeTruthy();
    expect(await section.findByText('Chưa có nhà đồng tổ chức.')).toBeTruthy();
    expect(section.getByRole('combobox', { name: 'Tìm dự án hoặc trò chơi' })).toBeTruthy();
  });
});
