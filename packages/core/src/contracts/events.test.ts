import { describe, expect, it } from 'vitest';
import { exampleEventDraft, exampleJoinTask, exampleQuizTask, stepIssues } from '../events/example';
import { rankByMetric } from '../events/leaderboard';
import { CREATION_STEPS, stepOfField } from './events';

const join = exampleJoinTask;
const quiz = exampleQuizTask;
const valid = exampleEventDraft;

describe('step rules', () => {
  it('accept a complete event, step by step', () => {
    for (const step of CREATION_STEPS) expect(stepIssues(step, valid[step]), step).toEqual([]);
  });

  it('need the end time after the start time, and report it with the other problems', () => {
    const general = { ...valid.general, title: '', end_time: '2025-07-01T00:00:00Z' };
    expect(stepIssues('general', general)).toEqual([
      { path: 'title', key: 'validation:required' },
      { path: 'end_time', key: 'validation:endAfterStart' },
    ]);
  });

  it('refuse a slug with capitals or spaces and a date that is not a date', () => {
    expect(stepIssues('general', { ...valid.general, slug: 'Summer Quest' })).toEqual([
      { path: 'slug', key: 'events:slugInvalid' },
    ]);
    expect(stepIssues('general', { ...valid.general, start_time: '01/07/2025' })).toEqual([
      { path: 'start_time', key: 'events:dateInvalid' },
    ]);
    expect(stepIssues('general', { ...valid.general, start_time: undefined })).toEqual([
      { path: 'start_time', key: 'validation:required' },
    ]);
  });

  it('need at least one task config', () => {
    expect(stepIssues('task', {})).toEqual([{ path: 'tasks', key: 'events:taskConfigRequired' }]);
    expect(stepIssues('task', { tasks: [] })).toEqual([{ path: 'tasks', key: 'events:taskConfigRequired' }]);
  });

  it('name the tasks of a dependency cycle, and refuse unknown prerequisites and repeated ids', () => {
    const loop = [{ ...join, dependent_tasks: ['quiz'] }, quiz];
    expect(stepIssues('task', { tasks: loop })).toEqual([
      {
        path: 'tasks.0.dependent_tasks',
        key: 'tasks:dependencyCycle',
        params: { path: 'Join our Discord → Lore quiz → Join our Discord' },
      },
    ]);
    expect(stepIssues('task', { tasks: [quiz] })).toEqual([
      { path: 'tasks.0.dependent_tasks', key: 'tasks:dependencyUnknown', params: { task: 'join' } },
    ]);
    expect(stepIssues('task', { tasks: [join, { ...join, name: 'Again' }] })).toEqual([
      { path: 'tasks.1.id', key: 'tasks:taskIdDuplicate' },
    ]);
  });

  it('check dependencies even while another task is still invalid', () => {
    const broken = { ...join, invite_url: 'nope', dependent_tasks: ['ghost'] };
    expect(stepIssues('task', { tasks: [broken] }).map((i) => i.key)).toEqual([
      'tasks:invitationUrlInvalid',
      'tasks:dependencyUnknown',
    ]);
  });

  it('say "This metric name is already in use" on the repeated metric, whatever its case', () => {
    const metrics = [{ metric: 'Kills' }, { metric: 'Wins' }, { metric: ' kills ' }];
    expect(stepIssues('score', { metrics })).toEqual([
      { path: 'metrics.2.metric', key: 'events:metricNameInUse' },
    ]);
  });

  it('rank by one of the event’s metrics, named whatever its case, or by a score column', () => {
    const metrics = [{ metric: 'Kills', ranking: 'desc' }];
    expect(stepIssues('score', { metrics, rank_by: rankByMetric(' KILLS ') })).toEqual([]);
    expect(stepIssues('score', { metrics, rank_by: 'social' })).toEqual([]);
    expect(stepIssues('score', { metrics, rank_by: 'metric:deaths' })).toEqual([
      { path: 'rank_by', key: 'events:rankByMetricUnknown' },
    ]);
    expect(stepIssues('score', { metrics, rank_by: 'kills' }).map((issue) => issue.path)).toEqual([
      'rank_by',
    ]);
  });

  it('need a leaderboard config with a unique order and a valid rank', () => {
    expect(stepIssues('leaderboard', { leaderboards: [] })).toEqual([
      { path: 'leaderboards', key: 'events:leaderboardConfigRequired' },
    ]);
    const leaderboards = [
      { order: 1, rank: 'TOP 3' },
      { order: 1, rank: '[5-2]' },
    ];
    expect(stepIssues('leaderboard', { leaderboards })).toEqual([
      { path: 'leaderboards.1.rank', key: 'events:rankInvalid' },
      { path: 'leaderboards.1.order', key: 'events:orderExists' },
    ]);
  });

  it('map a field path to its step, for errors the server sends back', () => {
    expect(stepOfField('tasks.2.invite_url')).toBe('task');
    expect(stepOfField(['end_time'])).toBe('general');
    expect(stepOfField('leaderboards.0.order')).toBe('leaderboard');
    expect(stepOfField('distribution')).toBe('reward');
    expect(stepOfField('nonsense')).toBeUndefined();
  });
});
