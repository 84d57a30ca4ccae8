import { message } from '../validation/message';

/**
 * A task's `dependent_tasks` lists the tasks a player must finish before it unlocks (its prerequisites).
 * The validator runs when an event is saved: an unknown id would keep a task locked forever, and a cycle
 * would lock every task on it, so both are refused with the offending ids.
 */
export interface TaskNode {
  id: string;
  dependent_tasks?: readonly string[] | undefined;
}

export type DependencyIssue =
  | { kind: 'duplicate_id'; id: string; index: number }
  | { kind: 'unknown'; task: string; dependsOn: string; index: number }
  /** Follows "needs" edges and ends where it starts: [a, b, a] means a needs b and b needs a. */
  | { kind: 'cycle'; path: string[] };

export type DependencyCheck =
  | { ok: true /** Prerequisites first: an order in which the tasks can be done. */; order: string[] }
  | { ok: false; issues: DependencyIssue[] };

export function checkDependencies(tasks: readonly TaskNode[]): DependencyCheck {
  const issues: DependencyIssue[] = [];
  const needs = new Map<string, string[]>();
  tasks.forEach((task, index) => {
    if (needs.has(task.id)) issues.push({ kind: 'duplicate_id', id: task.id, index });
    else needs.set(task.id, []);
  });
  tasks.forEach((task, index) => {
    const edges = needs.get(task.id)!;
    for (const dependsOn of new Set(task.dependent_tasks ?? [])) {
      if (needs.has(dependsOn)) edges.push(dependsOn);
      else issues.push({ kind: 'unknown', task: task.id, dependsOn, index });
    }
  });

  const cycles = findCycles(needs);
  issues.push(...cycles.map((path) => ({ kind: 'cycle' as const, path })));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, order: topologicalOrder(needs) };
}

/**
 * Depth-first search; every edge back into the current path closes one cycle. Iterative, so a long chain
 * of tasks cannot overflow the stack. Visits tasks in list order, so the report is the same every time.
 */
function findCycles(needs: ReadonlyMap<string, readonly string[]>): string[][] {
  const done = new Set<string>();
  const onPath = new Map<string, number>();
  const path: string[] = [];
  const cycles: string[][] = [];

  for (const root of needs.keys()) {
    if (done.has(root)) continue;
    const stack: { id: string; next: number }[] = [{ id: root, next: 0 }];
    onPath.set(root, 0);
    path.push(root);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edges = needs.get(frame.id)!;
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        const at = onPath.get(target);
        if (at !== undefined) cycles.push([...path.slice(at), target]);
        else if (!done.has(target)) {
          onPath.set(target, path.length);
          path.push(target);
          stack.push({ id: target, next: 0 });
        }
      } else {
        stack.pop();
        path.pop();
        onPath.delete(frame.id);
        done.add(frame.id);
      }
    }
  }
  return cycles;
}

/** Kahn's algorithm, taking ready tasks in list order so the result is stable. Needs an acyclic graph. */
function topologicalOrder(needs: ReadonlyMap<string, readonly string[]>): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < needs.size) {
    for (const [id, edges] of needs) {
      if (!placed.has(id) && edges.every((dep) => placed.has(dep))) {
        placed.add(id);
        order.push(id);
      }
    }
  }
  return order;
}

/**
 * The message for one issue. `nameOf` turns ids into the names the owner typed, so the cycle reads
 * "Quest A → Quest B → Quest A" rather than UUIDs.
 */
export function dependencyIssueMessage(
  issue: DependencyIssue,
  nameOf: (id: string) => string = (id) => id,
): string {
  switch (issue.kind) {
    case 'duplicate_id':
      return message('tasks:taskIdDuplicate');
    case 'unknown':
      return message('tasks:dependencyUnknown', { task: issue.dependsOn });
    case 'cycle':
      return message('tasks:dependencyCycle', { path: issue.path.map(nameOf).join(' → ') });
  }
}
