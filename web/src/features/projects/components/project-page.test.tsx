import { cleanup, screen, within } from '@testing-library/react';
import type { EventsQuery } from '@w2e/core/contracts/events';
import type { ProjectProfile } from '@w2e/core/contracts/projects';
import { exampleEventSummary } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../../lib/test-render';
import { ProjectPage } from './project-page';

afterEach(cleanup);

const project = (overrides: Partial<ProjectProfile> = {}): ProjectProfile => ({
  id: 'p1',
  name: 'Acme Studio',
  slug: 'acme',
  tier: 'standard',
  owner: { id: 'user-1', username: 'player', name: 'Player One' },
  created_at: '2026-01-01T00:00:00.000Z',
  logo_url: null,
  website: 'https://acme.example',
  socials: { twitter: 'https://x.com/acme', discord: 'https://discord.gg/acme' },
  description: 'We make space games.\nCome play.',
  can_manage: false,
  ...overrides,
});

function server(profile: ProjectProfile | Error, events = [exampleEventSummary({ title: 'Acme Cup' })]) {
  return fakeHttp({
    'GET projects/acme': () => {
      if (profile instanceof Error) throw profile;
      return profile;
    },
    'GET events': ({ params }: { params?: unknown }) => ({
      items: events,
      total: events.length,
      limit: (params as EventsQuery).limit,
      offset: 0,
    }),
    'GET admin/access': { operator: false },
  });
}

async function open(
  http: ReturnType<typeof server>,
  user = testUser as typeof testUser | null,
  language?: 'vi',
) {
  await renderRoutes([{ path: '/project/:slug', element: <ProjectPage /> }], {
    path: '/project/acme',
    http: http.http,
    user,
    ...(language ? { language } : {}),
  });
}

describe('a project’s page', () => {
  it('shows a visitor its name, plan, links, description and the events it hosts, with no managers’ links', async () => {
    const http = server(project());
    await open(http, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studio' })).toBeTruthy();
    expect(screen.getByTestId('project-plan').textContent).toBe('Plan: Standard');
    const links = within(screen.getByTestId('project-links'));
    expect(links.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://acme.example');
    expect(links.getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')).toBe('https://x.com/acme');
    expect(links.getByRole('link', { name: 'Discord' })).toBeTruthy();
    expect(screen.getByTestId('project-description').textContent).toBe('We make space games.\nCome play.');
    expect(await screen.findByRole('link', { name: /Acme Cup/ })).toBeTruthy();
    const eventsCall = http.calls.find((call) => call.key === 'GET events');
    expect((eventsCall?.params as EventsQuery | undefined)?.host).toBe('project:p1');
    expect(screen.queryByTestId('project-manage')).toBeNull();
  });

  it('gives its managers the edit link, and API keys and webhooks only on Enterprise', async () => {
    await open(server(project({ can_manage: true })));
    const manage = within(await screen.findByTestId('project-manage'));
    expect(manage.getByRole('link', { name: 'Edit the page' }).getAttribute('href')).toBe(
      '/project/acme/edit',
    );
    expect(manage.queryByRole('link', { name: 'API keys' })).toBeNull();
    cleanup();

    await open(server(project({ can_manage: true, tier: 'enterprise' })));
    const enterprise = within(await screen.findByTestId('project-manage'));
    expect(enterprise.getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe('/project/acme/api');
    expect(enterprise.getByRole('link', { name: 'Webhooks' }).getAttribute('href')).toBe(
      '/project/acme/webhooks',
    );
  });

  it('says when it hosts no events and has no description, in Vietnamese too', async () => {
    await open(server(project({ description: null, website: null, socials: {} }), []), null, 'vi');
    expect(await screen.findByText('Dự án này chưa tổ chức sự kiện công khai nào.')).toBeTruthy();
    expect(screen.getByText('Dự án này chưa viết phần giới thiệu.')).toBeTruthy();
    expect(screen.queryByTestId('project-links')).toBeNull();
  });

  it('is the not-found page for a slug no project has', async () => {
    await open(server(httpFailure(404, 'Project not found')), null);
    expect(await screen.findByRole('heading', { level: 1, name: "Something's missing here" })).toBeTruthy();
  });
});
