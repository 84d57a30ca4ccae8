import { describe, expect, it } from 'vitest';
import { notificationMessage, notificationPath } from './notifications';

describe('the notifications of trust decisions', () => {
  it('pick the text by decision and answer, and lead a host to the participants page', () => {
    const event = { event: 'Season 1' };
    const key = (kind: 'trust_decided' | 'appeal_answered', params: Record<string, string>) =>
      notificationMessage({ kind, params: { ...event, ...params } }).key;
    expect(key('trust_decided', { decision: 'exclude', reason: 'One device' })).toBe(
      'notifications:trustExcluded',
    );
    expect(key('trust_decided', { decision: 'clear', reason: 'Checked' })).toBe(
      'notifications:trustIncluded',
    );
    expect(key('appeal_answered', { decision: 'accepted' })).toBe('notifications:appealAccepted');
    expect(key('appeal_answered', { decision: 'accepted', answer: 'Welcome back' })).toBe(
      'notifications:appealAcceptedAnswer',
    );
    expect(key('appeal_answered', { decision: 'rejected' })).toBe('notifications:appealRejected');
    expect(key('appeal_answered', { decision: 'rejected', answer: 'Same wallet' })).toBe(
      'notifications:appealRejectedAnswer',
    );
    expect(notificationMessage({ kind: 'appeal_waiting', params: { ...event, player: 'Hoa' } }).key).toBe(
      'notifications:appealWaiting',
    );
    expect(notificationPath({ kind: 'participants', slug: 'season-1' })).toBe('/event/season-1/participants');
  });
});
