import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(cleanup);

const show = (path: string, http = fakeHttp({}).http, language: 'en' | 'vi' = 'en') =>
  renderRoutes([{ path: '/notifications/unsubscribe', element: <UnsubscribePage /> }], {
    path,
    http,
    language,
  });

describe('the unsubscribe page', () => {
  it('stops one kind of mail on a press, without a session, and not before', async () => {
    const fake = fakeHttp({
      'POST notifications/unsubscribe': { message: 'You will no longer get emails about this.' },
    });
    await show('/notifications/unsubscribe?user=u1&kind=clan_invitation&token=abc', fake.http);
    expect(
      screen.getByText('Stop emails about: Clan invitations. You will still see them in your notifications.'),
    ).toBeTruthy();
    expect(fake.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toContain(
      'You will no longer get emails about this.',
    );
    expect(fake.calls.map((call) => [call.key, call.body])).toEqual([
      ['POST notifications/unsubscribe', { user: 'u1', kind: 'clan_invitation', token: 'abc' }],
    ]);
  });

  it('says a broken link is not valid, in Vietnamese too', async () => {
    await show('/notifications/unsubscribe?user=u1&kind=nope&token=abc', undefined, 'vi');
    expect(screen.getByTestId('unsubscribe-invalid').textContent).toBe(
      'Liên kết hủy đăng ký này không hợp lệ',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
