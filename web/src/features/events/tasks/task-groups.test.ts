import { examplePlayerTask as task } from '@w2e/core/events/example';
import { describe, expect, it } from 'vitest';
import { groupTasks } from './task-groups';

describe('groupTasks', () => {
  it('puts ungrouped tasks first and orders each section by weight', () => {
    const groups = groupTasks([
      task({ id: 'a', name: 'Social B', group_name: 'Social', weight: 5 }),
      task({ id: 'b', name: 'Heavy', weight: 9 }),
      task({ id: 'c', name: 'Social A', group_name: 'Social', weight: 1 }),
      task({ id: 'd', name: 'Light', weight: 0 }),
      task({ id: 'e', name: 'Game', group_name: 'Game', weight: 3 }),
    ]);
    expect(groups.map((g) => [g.name, g.tasks.map((t) => t.name)])).toEqual([
      [null, ['Light', 'Heavy']],
      ['Social', ['Social A', 'Social B']],
      ['Game', ['Game']],
    ]);
  });

  it('has no empty ungrouped section', () => {
    expect(groupTasks([task({ group_name: 'Only' })]).map((g) => g.name)).toEqual(['Only']);
  });
});
