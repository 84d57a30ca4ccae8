import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { GuideTasksPage } from './guide-pages';

afterEach(cleanup);

/** The public task guide shows core's registry: what checks each task type, in both languages. */
async function guide(language: 'en' | 'vi') {
  await renderRoutes([{ path: '/guide/tasks', element: <GuideTasksPage /> }], {
    path: '/guide/tasks',
    http: fakeHttp({}).http,
    language,
  });
  await screen.findByTestId('task-types');
  return (type: string) => within(screen.getByTestId(type));
}

// Rendering every card of the page takes seconds on a busy machine; the bound is for a hang, not a measure.
describe('the task guide', { timeout: 30_000 }, () => {
  it('says what checks each task: YouTube with YouTube (self-declared only without access), Facebook by no one, holdings on chain', async () => {
    const card = await guide('en');
    const youtube = card('youtube_subscribe');
    expect(youtube.getByTestId('task-check').textContent).toBe('Checked automatically when you press Verify');
    expect(youtube.getByTestId('task-source').textContent).toBe('Checked with YouTube');
    expect(youtube.getByTestId('task-without-access').textContent).toBe(
      'Self-declared on a site that has no access to this check',
    );
    const facebook = card('facebook_like_page');
    expect(facebook.getByTestId('task-check').textContent).toContain('Self-declared');
    expect(facebook.queryByTestId('task-source')).toBeNull();
    const token = card('hold_token');
    expect(token.getByTestId('task-source').textContent).toBe('On-chain: checked on the blockchain');
    expect(token.queryByTestId('task-without-access')).toBeNull();
  });

  it('says in Vietnamese that YouTube is checked with YouTube and the register task by the server', async () => {
    const card = await guide('vi');
    expect(card('youtube_subscribe').getByTestId('task-source').textContent).toBe('Kiểm tra với YouTube');
    const register = card('register');
    expect(register.getByTestId('task-check').textContent).toBe('Kiểm tra tự động khi bạn bấm Xác minh');
    expect(register.getByTestId('task-source').textContent).toBe('Máy chủ chấm điểm');
  });
});
