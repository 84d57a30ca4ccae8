import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectProfile, UpdateProjectBody } from '@w2e/core/contracts/projects';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../../lib/test-render';
import { ProjectEditPage } from './project-edit-page';

afterEach(cleanup);

const profile: ProjectProfile = {
  id: 'p1',
  name: 'Acme Studio',
  slug: 'acme',
  tier: 'standard',
  owner: { id: 'user-1', username: 'player', name: 'Player One' },
  created_at: '2026-01-01T00:00:00.000Z',
  logo_url: null,
  website: null,
  socials: { twitter: 'https://x.com/acme' },
  description: null,
  can_manage: true,
};

async function open(routes: Parameters<typeof fakeHttp>[0]) {
  const server = fakeHttp({ 'GET projects/acme': profile, ...routes });
  const view = await renderRoutes(
    [
      { path: '/project/:slug/edit', element: <ProjectEditPage /> },
      { path: '/project/:slug', element: <p>project page</p> },
    ],
    { path: '/project/acme/edit', http: server.http, user: testUser },
  );
  return { calls: server.calls, router: view.router };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('editing a project’s page', () => {
  it('saves the description and website with the fields it keeps, then opens the page', async () => {
    const { calls, router } = await open({
      'PUT projects/p1': () => ({
        message: 'Project page saved',
        project: { ...profile, website: 'https://acme.example', description: 'We make space games.' },
      }),
    });
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Acme Studio');
    expect((screen.getByLabelText('X (Twitter)') as HTMLInputElement).value).toBe('https://x.com/acme');
    type(/^Description/, 'We make space games.');
    type('Website', 'https://acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/acme'));
    const body = calls.find((call) => call.key === 'PUT projects/p1')?.body as UpdateProjectBody;
    expect(body).toMatchObject({
      name: 'Acme Studio',
      slug: 'acme',
      website: 'https://acme.example',
      description: 'We make space games.',
      socials: { twitter: 'https://x.com/acme', youtube: null },
    });
  });

  it('shows a bad link under its field and sends nothing', async () => {
    const { calls } = await open({});
    await screen.findByLabelText(/^Name/);
    type('Website', 'not a link');
    type('YouTube', 'https://example.com/not-youtube');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('YouTube').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.key === 'PUT projects/p1')).toBe(false);
  });

  it('puts the server’s refusal of a taken slug under the slug', async () => {
    await open({
      'PUT projects/p1': () => {
        throw httpFailure(409, 'This slug is taken', 'articles:slugTaken', [
          { path: 'slug', message: 'This slug is taken' },
        ]);
      },
    });
    await screen.findByLabelText(/^Address/);
    type(/^Address/, 'taken');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This slug is taken').length).toBeGreaterThan(0);
  });

  it('tells someone who does not manage the project that the page is not theirs', async () => {
    await open({ 'GET projects/acme': { ...profile, can_manage: false } });
    expect(await screen.findByText('Only the project’s managers can edit its page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
