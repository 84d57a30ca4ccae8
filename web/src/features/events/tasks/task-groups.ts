import type { PlayerTask } from '@w2e/core/contracts/tasks';

export interface TaskGroup {
  /** null: the tasks with no group, shown first. */
  name: string | null;
  tasks: PlayerTask[];
}

/**
 * The event page's task sections: ungrouped tasks first, then each `group_name` in the order its lightest
 * task comes; inside a section, by weight (lower first), ties in the server's order.
 */
export function groupTasks(tasks: readonly PlayerTask[]): TaskGroup[] {
  const sorted = tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => a.task.weight - b.task.weight || a.index - b.index)
    .map(({ task }) => task);
  const groups = new Map<string | null, PlayerTask[]>([[null, []]]);
  for (const task of sorted) {
    const name = task.group_name?.trim() || null;
    const list = groups.get(name);
    if (list) list.push(task);
    else groups.set(name, [task]);
  }
  return [...groups].flatMap(([name, list]) => (list.length > 0 ? [{ name, tasks: list }] : []));
}
