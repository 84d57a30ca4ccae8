import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../validation/message';
import {
  checkDependencies,
  type DependencyIssue,
  dependencyIssueMessage,
  type TaskNode,
} from './dependencies';

/** A random graph over tasks t0..t(n-1): each task names some others (or itself) as prerequisites. */
const anyGraph = fc
  .integer({ min: 1, max: 12 })
  .chain((n) =>
    fc
      .array(fc.uniqueArray(fc.nat(n - 1), { maxLength: 4 }), { minLength: n, maxLength: n })
      .map((lists) =>
        lists.map((deps, i): TaskNode => ({ id: `t${i}`, dependent_tasks: deps.map((d) => `t${d}`) })),
      ),
  );

/** Acyclic by construction (edges only to lower indexes), then shuffled so the list order says nothing. */
const anyDag = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc
    .tuple(
      fc.tuple(
        ...Array.from({ length: n }, (_, i) =>
          fc.uniqueArray(fc.nat(Math.max(i - 1, 0)), { maxLength: i === 0 ? 0 : 3 }),
        ),
      ),
      fc.shuffledSubarray(
        Array.from({ length: n }, (_, i) => i),
        { minLength: n, maxLength: n },
      ),
    )
    .map(([lists, order]) =>
      order.map((i): TaskNode => ({ id: `t${i}`, dependent_tasks: lists[i]!.map((d) => `t${d}`) })),
    ),
);

function edges(tasks: readonly TaskNode[]) {
  return new Map(tasks.map((t) => [t.id, new Set(t.dependent_tasks ?? [])]));
}

describe('task dependency graph', () => {
  it('accept tasks without dependencies and order prerequisites first', () => {
    const tasks = [
      { id: 'quiz', dependent_tasks: ['join', 'follow'] },
      { id: 'join' },
      { id: 'follow', dependent_tasks: ['join'] },
    ];
    expect(checkDependencies(tasks)).toEqual({ ok: true, order: ['join', 'follow', 'quiz'] });
  });

  it('refuse an id that names no task of the event', () => {
    const result = checkDependencies([{ id: 'a', dependent_tasks: ['ghost'] }]);
    expect(result).toEqual({
      ok: false,
      issues: [{ kind: 'unknown', task: 'a', dependsOn: 'ghost', index: 0 }],
    });
  });

  it('report the path of a cycle, and a task that depends on itself', () => {
    const result = checkDependencies([
      { id: 'a', dependent_tasks: ['b'] },
      { id: 'b', dependent_tasks: ['c'] },
      { id: 'c', dependent_tasks: ['a'] },
      { id: 'd', dependent_tasks: ['d'] },
    ]);
    expect(result).toEqual({
      ok: false,
      issues: [
        { kind: 'cycle', path: ['a', 'b', 'c', 'a'] },
        { kind: 'cycle', path: ['d', 'd'] },
      ],
    });
  });

  it('refuse two tasks with the same id', () => {
    const result = checkDependencies([{ id: 'a' }, { id: 'a' }]);
    expect(!result.ok && result.issues).toEqual([{ kind: 'duplicate_id', id: 'a', index: 1 }]);
  });

  it('name the tasks of a cycle in its message', () => {
    const issue: DependencyIssue = { kind: 'cycle', path: ['a', 'b', 'a'] };
    const names: Record<string, string> = { a: 'Join', b: 'Quiz' };
    expect(parseMessage(dependencyIssueMessage(issue, (id) => names[id] ?? id))).toEqual({
      key: 'tasks:dependencyCycle',
      params: { path: 'Join → Quiz → Join' },
    });
  });

  it('accept every acyclic graph with an order that puts each prerequisite before its task', () => {
    fc.assert(
      fc.property(anyDag, (tasks) => {
        const result = checkDependencies(tasks);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect([...result.order].sort()).toEqual(tasks.map((t) => t.id).sort());
        for (const task of tasks) {
          for (const dep of task.dependent_tasks ?? []) {
            expect(result.order.indexOf(dep)).toBeLessThan(result.order.indexOf(task.id));
          }
        }
      }),
    );
  });

  it('answer for any graph either with a valid order or with cycles that really exist', () => {
    fc.assert(
      fc.property(anyGraph, (tasks) => {
        const result = checkDependencies(tasks);
        const graph = edges(tasks);
        if (result.ok) {
          for (const [id, deps] of graph) {
            for (const dep of deps) expect(result.order.indexOf(dep)).toBeLessThan(result.order.indexOf(id));
          }
          return;
        }
        expect(result.issues.length).toBeGreaterThan(0);
        for (const issue of result.issues) {
          expect(issue.kind).toBe('cycle');
          if (issue.kind !== 'cycle') continue;
          expect(issue.path[0]).toBe(issue.path.at(-1));
          for (let i = 0; i + 1 < issue.path.length; i++) {
            expect(graph.get(issue.path[i]!)?.has(issue.path[i + 1]!)).toBe(true);
          }
        }
      }),
    );
  });
});
