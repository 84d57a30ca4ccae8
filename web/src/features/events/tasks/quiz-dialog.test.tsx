import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Quiz, SubmissionBody } from '@w2e/core/contracts/tasks';
import { exampleEvent as event, examplePlayerTask as task } from '@w2e/core/events/example';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../../lib/test-render';
import { EventPage } from '../components/event-page';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const quiz: Quiz = {
  task_id: 'task-1',
  pass_percent: 100,
  questions: [
    { question: 'Which chain?', options: ['Ethereum', 'BNB Chain'], multiple: false },
    { question: 'Which modes?', options: ['Solo', 'Duo', 'Squad'], multiple: true },
  ],
};

const RIGHT = [[1], [0, 2]];

/** The event page with one quiz, which the server reports as done once it has been passed. */
async function openQuiz(routes: Parameters<typeof fakeHttp>[0], passed: () => boolean = () => false) {
  const server = fakeHttp({
    'GET events/summer-cup': event(),
    'GET events/summer-cup/tasks': () => ({
      items: [task({}, { status: passed() ? 'done' : 'available' })],
      score_label: 'XP',
    }),
    ...routes,
  });
  await renderRoutes([{ path: '/event/:slug', element: <EventPage /> }], {
    path: '/event/summer-cup',
    http: server.http,
    user: testUser,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Take the quiz' }));
  return server;
}

describe('the quiz dialog', () => {
  it('shows the server’s grade after a wrong try, passes on the retry, and closes itself 3 s later', async () => {
    const sent: SubmissionBody[] = [];
    let passed = false;
    const grade = ({ body }: { body?: unknown }) => {
      sent.push(body as SubmissionBody);
      if (JSON.stringify((body as SubmissionBody).quiz_answers) !== JSON.stringify(RIGHT))
        throw httpFailure(
          400,
          '1 of 2 answers are right: not enough to pass. Try again.',
          'tasks:quizFailed',
        );
      passed = true;
      return {
        message: 'Task completed',
        granted: 50,
        task: task({}, { status: 'done' }),
        quiz: { correct: 2, total: 2, percent: 100, passed: true },
      };
    };
    const server = await openQuiz(
      { 'GET tasks/task-1/quiz': quiz, 'POST tasks/task-1/submissions': grade },
      () => passed,
    );

    // One choice for the first question, several for the second.
    fireEvent.click(await screen.findByRole('radio', { name: 'Ethereum' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Squad' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByTestId('quiz-problem')).textContent).toContain('1 of 2 answers are right');
    // Said once, in the dialog beside the answers, not also as the API client's toast.
    expect(screen.getAllByText(/1 of 2 answers are right/)).toHaveLength(1);
    expect(sent[0]?.quiz_answers).toEqual([[0], [0, 2]]);
    // The answers stay for the retry: only the wrong one changes.
    expect((screen.getByRole('checkbox', { name: 'Squad' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'BNB Chain' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(() => vi.advanceTimersByTimeAsync(10));

    expect(sent[1]?.quiz_answers).toEqual(RIGHT);
    // The task list has refreshed to "done", and the completed dialog stays up over it.
    expect(screen.getByTestId('task-status').textContent).toBe('Done');
    const completed = screen.getByTestId('quiz-completed');
    expect(completed.textContent).toContain('Quiz completed');
    expect(completed.textContent).toContain('2 of 2 answers are right');
    expect(completed.textContent).toContain('+50 XP');

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByTestId('quiz-completed')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId('quiz-completed')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((call) => call.key === 'POST tasks/task-1/submissions')).toHaveLength(2);
  }, 20_000);

  it('says "Cannot get quiz" and closes when the questions do not load', async () => {
    await openQuiz({
      'GET tasks/task-1/quiz': () => {
        throw httpFailure(500, 'boom');
      },
    });
    expect((await screen.findByText('Cannot get quiz')).textContent).toBe('Cannot get quiz');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
