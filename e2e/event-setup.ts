import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, sessionToken, uniqueUser } from './fixtures';

const HOUR = 3_600_000;

/** The demo operator's session token (operators set plans and may host any task type). */
export function operatorToken(request: APIRequestContext): Promise<string> {
  return sessionToken(request, 'operator');
}

/**
 * The operator's project (one per account), made on first use; specs running side by side may both try, and
 * the one refused ("You already have a project") reads the other's.
 */
export async function operatorProjectId(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<string> {
  const find = async () => {
    const hosts = (await (await request.get('/api/events/hosts', { headers })).json()) as {
      items: { kind: string; id: string }[];
    };
    return hosts.items.find((host) => host.kind === 'project')?.id;
  };
  const existing = await find();
  if (existing) return existing;
  const created = await request.post('/api/projects', { headers, data: { name } });
  if (created.status() === 409) return (await find())!;
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { project: { id: string } }).project.id;
}

/** A published, running event hosted by the operator's project (operators may use every task type). */
export async function publishEvent(
  request: APIRequestContext,
  title: string,
  slug: string,
  /** More tasks after the quiz, register and form ones (the Mini App's test adds a Telegram join). */
  extraTasks: Record<string, unknown>[] = [],
) {
  const headers = { Authorization: `Bearer ${await operatorToken(request)}` };
  const project = { id: await operatorProjectId(request, headers, `Studio ${slug}`) };
  const created = await request.post('/api/events', {
    headers,
    data: {
      host: { kind: 'project', id: project.id },
      title,
      slug,
      guideline: 'Answer the quiz, then tell us about you.',
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      prize_pool: '1,000 USDT',
      score_label: 'XP',
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '100 USDT' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const event = ((await created.json()) as { event: { id: string } }).event;
  for (const task of [
    {
      id: randomUUID(),
      type: 'quiz',
      name: 'Know the game',
      score: 50,
      questions: [
        { question: 'Which chain?', options: ['BSC', 'Solana'], correct: [0] },
        { question: 'Pick both tokens', options: ['GEM', 'GOLD', 'DIRT'], correct: [0, 1] },
      ],
      pass_percent: 100,
    },
    { id: randomUUID(), type: 'register', name: 'Join through our link', score: 5, weight: 2 },
    {
      id: randomUUID(),
      type: 'form',
      name: 'Tell us about you',
      score: 20,
      weight: 1,
      fields: [
        { label: 'Email', kind: 'email', required: true },
        { label: 'Why do you play?', kind: 'textarea', required: false },
      ],
    },
    ...extraTasks,
  ]) {
    const added = await request.post(`/api/events/${event.id}/tasks`, { headers, data: task });
    expect(added.status(), await added.text()).toBe(200);
  }
  const published = await request.post(`/api/events/${event.id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
}

/**
 * A new account with its project on `tier` (an operator sets it; projects start on Basic), signed up through the
 * API: its session token for the API and for the browser (`jwtToken` in localStorage).
 */
export async function projectHost(request: APIRequestContext, tier: string, name: string) {
  const user = uniqueUser();
  const registered = await request.post('/api/auth/register-via-username', {
    data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = ((await registered.json()) as { access_tokens: { access_token: string } }).access_tokens
    .access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/projects', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(200);
  const project = ((await created.json()) as { project: { id: string; slug: string } }).project;
  if (tier !== 'basic') {
    const set = await request.patch(`/api/admin/projects/${project.id}/tier`, {
      headers: { Authorization: `Bearer ${await operatorToken(request)}` },
      data: { tier },
    });
    expect(set.status(), await set.text()).toBe(200);
  }
  return { user, token, headers, project };
}
