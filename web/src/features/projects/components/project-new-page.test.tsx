import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CreateProjectBody } from '@w2e/core/contracts/projects';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../../lib/test-render';
import { ProjectNewPage } from './project-new-page';

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
});

const created = {
  message: 'Project created',
  project: {
    id: 'p1',
    name: 'Moon Studio',
    slug: 'moon-studio',
    tier: 'basic',
    owner: { id: 'user-1', username: 'player', name: 'Player One' },
    created_at: '2026-12-01T00:00:00.000Z',
  },
};

async function open(path: string, routes: Parameters<typeof fakeHttp>[0]) {
  const server = fakeHttp({ 'GET projects/mine': { items: [] }, ...routes });
  const view = await renderRoutes(
    [
      { path: '/project/new', element: <ProjectNewPage /> },
      { path: '/event/create', element: <p>event flow</p> },
    ],
    { path, http: server.http, user: testUser },
  );
  return { calls: server.calls, router: view.router };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a new project’s page', () => {
  it('suggests the address from the name, says it is free, sends the page, asks for the plan and opens the event flow', async () => {
    const { calls, router } = await open('/project/new?plan=standard', {
      'GET projects/moon-studio': () => {
        throw httpFailure(404, 'Not found');
      },
      'POST projects': () => created,
      'POST projects/p1/plan-requests': {
        message: 'Plan requested',
        request: {
          id: 'r1',
          project: { id: 'p1', name: 'Moon Studio', slug: 'moon-studio', tier: 'basic' },
          tier: 'standard',
          note: null,
          contact: false,
          status: 'requested',
          reason: null,
          requested_by: { id: 'user-1', username: 'player', name: 'Player One' },
          decided_by: null,
          decided_at: null,
          created_at: '2026-12-01T00:00:00.000Z',
        },
      },
    });
    expect((await screen.findByTestId('chosen-plan')).textContent).toContain('Standard');
    type(/^Name/, 'Moon Studio');
    await waitFor(() =>
      expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('moon-studio'),
    );
    expect(await screen.findByTestId('slug-free', {}, { timeout: 3000 })).toBeTruthy();
    type('Website', 'https://moon.example');
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/create'));
    expect(router.state.location.search).toBe(`?host=${encodeURIComponent('project:p1')}`);
    expect(calls.find((call) => call.key === 'POST projects')?.body as CreateProjectBody).toMatchObject({
      name: 'Moon Studio',
      slug: 'moon-studio',
      website: 'https://moon.example',
    });
    expect(calls.find((call) => call.key === 'POST projects/p1/plan-requests')?.body).toEqual({
      tier: 'standard',
    });
  });

  it('says a taken address as it is typed, and puts the server’s refusal under its field once', async () => {
    await open('/project/new', {
      'GET projects/taken': {
        ...created.project,
        logo_url: null,
        website: null,
        socials: {},
        description: null,
        can_manage: false,
      },
      'POST projects': () => {
        throw httpFailure(409, 'Another project already uses this address', 'articles:projectSlugTaken', [
          { path: 'slug', message: 'Another project already uses this address' },
        ]);
      },
    });
    await screen.findByLabelText(/^Name/);
    type(/^Name/, 'Moon Studio');
    type(/^Address/, 'taken');
    await waitFor(() => expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true'), {
      timeout: 3000,
    });
    type(/^Address/, 'moon-two');
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() =>
      expect(screen.getAllByText('Another project already uses this address')).toHaveLength(1),
    );
  });

  it('refuses a bad address and a bad link in place, sending nothing', async () => {
    const { calls } = await open('/project/new', {});
    await screen.findByLabelText(/^Name/);
    type(/^Name/, 'Moon Studio');
    type(/^Address/, 'Not a slug!');
    type('Website', 'not a link');
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.key === 'POST projects')).toBe(false);
  });
});
