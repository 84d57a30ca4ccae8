import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventTemplateList } from '@w2e/core/contracts/event-templates';
import { exampleDraftEvent as draftEvent } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, hostsOf, renderAt } from '../test-harness';
import { EventEditorPage } from './event-editor-page';

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

const routes = [
  { path: '/event/create', element: <EventEditorPage /> },
  { path: '/event/:slug/update', element: <EventEditorPage /> },
];

const templates: EventTemplateList = {
  items: [
    {
      id: 'quiz-campaign',
      name: { en: 'Quiz campaign', vi: 'Chiến dịch câu đố' },
      description: { en: 'Teach your product.', vi: 'Giới thiệu sản phẩm.' },
      guideline: { en: 'Read, then answer.', vi: 'Đọc, rồi trả lời.' },
      tier: 'standard',
      leaderboards: [{ order: 1, rank: 'TOP 50', reward: '5 USDT' }],
      tasks: [
        { type: 'visit_website', name: { en: 'Read', vi: 'Đọc' }, score: 5, min_tier: 'basic' },
        { type: 'quiz', name: { en: 'Quiz', vi: 'Câu đố' }, score: 50, min_tier: 'standard' },
      ],
    },
  ],
};

describe('Start from a template', () => {
  it('lists the templates with their task count and the plan they need, then opens the new draft', async () => {
    const copy = draftEvent({ id: 'e9', slug: 'quiz-campaign', title: 'Quiz campaign' });
    const api = fakeApi({
      'GET events/hosts': hostsOf('basic'),
      'GET event-templates': templates,
      'POST event-templates/quiz-campaign/events': { message: 'Event saved', event: copy },
      'GET events/quiz-campaign': copy,
      'GET events/e9/editor': { tasks: [] },
    });
    const { router } = renderAt(routes, '/event/create', { http: api.http });
    const card = within(await screen.findByTestId('template-quiz-campaign'));
    expect(card.getByText('Quiz campaign')).toBeTruthy();
    expect(card.getByText('Tasks: 2')).toBeTruthy();
    expect(card.getByText('Some tasks need the Standard plan')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Use this template: Quiz campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/quiz-campaign/update'));
    expect(api.calls.find((call) => call.key === 'POST event-templates/quiz-campaign/events')?.body).toEqual({
      host: { kind: 'project', id: 'p1' },
    });
  });

  it('shows the templates in Vietnamese', async () => {
    const api = fakeApi({ 'GET events/hosts': hostsOf('standard'), 'GET event-templates': templates });
    renderAt(routes, '/event/create', { http: api.http, language: 'vi' });
    const card = within(await screen.findByTestId('template-quiz-campaign'));
    expect(card.getByText('Chiến dịch câu đố')).toBeTruthy();
    expect(card.getByText('Số nhiệm vụ: 2')).toBeTruthy();
    expect(card.queryByText(/cần gói/)).toBeNull();
  });
});

describe('a task the plan lacks', () => {
  it('is marked in the task list with the plan that unlocks it', async () => {
    const quiz = {
      id: 't1',
      type: 'quiz',
      name: 'Answer the quiz',
      score: 50,
      questions: [{ question: 'Which chain?', options: ['BSC', 'Solana'], correct: [0] }],
      pass_percent: 100,
    };
    const visit = { id: 't2', type: 'visit_website', name: 'Visit', score: 5, url: 'https://example.com' };
    const api = fakeApi({
      'GET events/hosts': hostsOf('basic'),
      'GET events/summer-quest': draftEvent({ task_count: 2 }),
      'GET events/e1/editor': {
        tasks: [
          { config: quiz, completions: 0 },
          { config: visit, completions: 0 },
        ],
      },
    });
    renderAt(routes, '/event/summer-quest/update?step=task', { http: api.http });
    const rows = await screen.findAllByTestId('task-row');
    expect(within(rows[0]!).getByText('Needs the Standard plan')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('task-needs-plan')).toBeNull();
  });
});

describe('Duplicate', () => {
  it('copies the event from the editor header and opens the copy', async () => {
    const event = draftEvent({});
    const copy = draftEvent({ id: 'e2', slug: 'summer-quest-copy', title: 'Summer Quest (copy)' });
    const api = fakeApi({
      'GET events/hosts': hostsOf('standard'),
      'GET events/summer-quest': event,
      'GET events/e1/editor': { tasks: [] },
      'POST events/e1/duplicate': { message: 'Event saved', event: copy },
      'GET events/summer-quest-copy': copy,
      'GET events/e2/editor': { tasks: [] },
    });
    const { router } = renderAt(routes, '/event/summer-quest/update', { http: api.http });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/summer-quest-copy/update'));
    expect(await screen.findByText('Copy created: you are editing the copy')).toBeTruthy();
  });
});
