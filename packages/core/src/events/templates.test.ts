import { describe, expect, it } from 'vitest';
import { stepSchemas } from '../contracts/events';
import { taskConfigSchema } from '../tasks/registry';
import { EVENT_TEMPLATES, templateTier } from './templates';

describe('event templates', () => {
  it('hold at least the four campaigns, each task valid by the registry and the task graph', () => {
    expect(EVENT_TEMPLATES.map((template) => template.id)).toEqual(
      expect.arrayContaining(['community-growth', 'game-launch', 'quiz-campaign', 'bug-bash']),
    );
    for (const template of EVENT_TEMPLATES) {
      for (const language of ['en', 'vi'] as const) {
        const tasks = template.tasks.map((task) => ({ ...task, name: task.name[language] }));
        for (const task of tasks) expect(taskConfigSchema.safeParse(task).error, template.id).toBeUndefined();
        expect(stepSchemas.task.safeParse({ tasks }).error, template.id).toBeUndefined();
        expect(template.guideline[language].length).toBeGreaterThan(0);
      }
      expect(
        stepSchemas.leaderboard.safeParse({ leaderboards: template.leaderboards }).error,
      ).toBeUndefined();
    }
  });

  it('name the plan each needs in full', () => {
    const tiers = Object.fromEntries(
      EVENT_TEMPLATES.map((template) => [template.id, templateTier(template)]),
    );
    expect(tiers).toMatchObject({
      'community-growth': 'basic',
      'game-launch': 'standard',
      'bug-bash': 'premium',
    });
  });
});
