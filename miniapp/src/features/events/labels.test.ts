import { checkLabel, STATUS_LABELS } from '@w2e/core/tasks/player-labels';
import { TASK_TYPES } from '@w2e/core/tasks/registry';
import { describe, expect, it } from 'vitest';
import { createMiniAppI18n, loadScreenText } from '../../i18n';

const CHECKS = ['automatic', 'submission', 'review', 'self_declared', 'unavailable'] as const;

describe('the task labels the Mini App shows', () => {
  it('are all in its text, in English and Vietnamese (no raw key on a task)', async () => {
    const keys = new Set<string>(Object.values(STATUS_LABELS));
    for (const type of TASK_TYPES)
      for (const check of CHECKS)
        for (const score of [false, true]) keys.add(checkLabel({ type, check, self_declared_score: score }));
    for (const language of ['en', 'vi'] as const) {
      const i18n = await createMiniAppI18n(language);
      await loadScreenText(i18n);
      const missing = [...keys].filter((key) => !i18n.exists(key));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});
