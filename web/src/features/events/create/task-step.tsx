import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Event } from '@w2e/core/contracts/events';
import type { EventCreationStore } from '@w2e/core/events/creation';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import {
  TASK_TYPES,
  type TaskConfigInput,
  type TaskType,
  taskRegistry,
  tierAllows,
} from '@w2e/core/tasks/registry';
import { translateMessage } from '@w2e/core/validation/message';
import { useEventCreation } from '@w2e/react/events/creation';
import { useUpdateEvent } from '@w2e/react/events/queries';
import { useDeleteTask, useUpdateTask } from '@w2e/react/tasks/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { type HostAccess, SAVED_TOAST, storedTask } from './draft';
import { newTask, TaskForm } from './task-form';

export interface TaskStepProps {
  store: EventCreationStore;
  event: Event;
  access: HostAccess;
  /** How many players completed each task (GET /api/events/{id}/editor). */
  completions: Record<string, number>;
  onBack: () => void;
  onSaved: () => void;
}

/** The "add task" menu: every type, those the host's plan does not include disabled with the plan that does. */
export function AddTaskMenu({ access, onPick }: { access: HostAccess; onPick: (type: TaskType) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" shadow="md" width={300}>
      <Menu.Target>
        <Button>{t('eventEditor:addTask')}</Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        {TASK_TYPES.map((type) => {
          const allowed = access === 'operator' || tierAllows(access, type);
          const tier = taskRegistry[type].minTier;
          return (
            <Menu.Item
              key={type}
              disabled={!allowed}
              onClick={() => onPick(type)}
              rightSection={
                allowed ? null : (
                  <Text size="xs" c="dimmed">
                    {t('eventEditor:tierNeeded', { tier: t(PLAN_LABELS[tier]) })}
                  </Text>
                )
              }
            >
              {t(taskRegistry[type].labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

interface Group_ {
  name: string | null;
  tasks: TaskConfigInput[];
}

/** Tasks by group name (ungrouped last), each group ordered by weight as the event page orders them. */
function grouped(tasks: readonly TaskConfigInput[]): Group_[] {
  const groups = new Map<string | null, TaskConfigInput[]>();
  for (const task of [...tasks].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0))) {
    const name = task.group_name?.trim() || null;
    groups.set(name, [...(groups.get(name) ?? []), task]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : 0))
    .map(([name, list]) => ({ name, tasks: list }));
}

/**
 * The tasks in the order the page shows them after moving `id` to `to` (an index in its own group), each with
 * its new weight (its place in that order): weight is the stored order.
 */
function reordered(tasks: readonly TaskConfigInput[], id: string, to: number): TaskConfigInput[] {
  const groups = grouped(tasks).map((group) => {
    const from = group.tasks.findIndex((task) => task.id === id);
    if (from === -1 || to < 0 || to >= group.tasks.length) return group.tasks;
    const list = [...group.tasks];
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved!);
    return list;
  });
  return groups.flat().map((task, index) => ({ ...task, weight: index }));
}

/** Step 2: the event's tasks, each saved on the server as soon as it is added, edited or deleted. */
export function TaskStep({ store, event, access, completions, onBack, onSaved }: TaskStepProps) {
  const { t } = useTranslation();
  const tasks = useEventCreation(store, (state) => state.draft.task.tasks) ?? [];
  const issues = useEventCreation(store, (state) => state.issues.task);
  const [editing, setEditing] = useState<{ task: TaskConfigInput; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<TaskConfigInput | null>(null);
  const deleteTask = useDeleteTask();
  const updateEvent = useUpdateEvent(event.id);
  const [moving, setMoving] = useState(false);
  const updateTask = useUpdateTask();
  const [ordering, setOrdering] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const nameOf = (id: string) => tasks.find((task) => task.id === id)?.name ?? id;

  /** Saves the new order: each task whose place changed gets its place as its weight. */
  const moveTo = async (id: string, to: number) => {
    const next = reordered(tasks, id, to);
    const changed = next.filter((task) => tasks.find((old) => old.id === task.id)?.weight !== task.weight);
    if (changed.length === 0) return;
    setOrdering(true);
    try {
      for (const task of changed) {
        const result = await updateTask.mutateAsync({ id: task.id, body: task });
        store.getState().upsertTask(storedTask(result.task.config));
      }
      toast.success(t('hosting:orderSaved'));
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setOrdering(false);
    }
  };

  const next = async () => {
    if (store.getState().check('task').length > 0) {
      // The problem is said once, here: not beside the last step's "Event saved".
      toast.hide(SAVED_TOAST);
      return;
    }
    setMoving(true);
    try {
      await updateEvent.mutateAsync({ step: 'score' });
      onSaved();
    } catch {
      toast.error(t('events:updateError'));
    } finally {
      setMoving(false);
    }
  };

  const remove = async (task: TaskConfigInput) => {
    try {
      const result = await deleteTask.mutateAsync(task.id);
      toast.success(result.message);
      store.getState().removeTask(task.id);
      setDeleting(null);
    } catch {
      // The API client has shown the server's reason (players already completed it).
    }
  };

  return (
    <Stack gap="md" aria-label={t('events:stepTask')} role="region">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('events:stepTask')}
        </Title>
        <AddTaskMenu
          access={access}
          onPick={(type) => setEditing({ task: newTask(type, tasks.length), isNew: true })}
        />
      </Group>
      {issues && issues.length > 0 ? (
        <Alert color="red" role="alert">
          {issues.map((issue) => (
            <div key={`${issue.path}:${issue.message}`}>{translateMessage(t, issue.message)}</div>
          ))}
        </Alert>
      ) : null}
      {tasks.length > 1 ? (
        <Text size="sm" c="dimmed">
          {t('hosting:dragHint')}
        </Text>
      ) : null}
      {tasks.length === 0 ? (
        <Text c="dimmed">{t('eventEditor:tasksEmpty')}</Text>
      ) : (
        grouped(tasks).map((group) => (
          <Stack key={group.name ?? ''} gap="xs">
            <Text fw={600} size="sm">
              {group.name ?? t('eventEditor:ungrouped')}
            </Text>
            {group.tasks.map((task, index) => (
              <Card
                key={task.id}
                withBorder
                padding="sm"
                data-testid="task-row"
                draggable={!ordering}
                onDragStart={(drag) => {
                  drag.dataTransfer.effectAllowed = 'move';
                  setDragged(task.id);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(drag) => {
                  // Only within the task's own group: a group is shown as one list.
                  if (dragged && group.tasks.some((item) => item.id === dragged)) drag.preventDefault();
                }}
                onDrop={(drop) => {
                  drop.preventDefault();
                  if (dragged) void moveTo(dragged, index);
                  setDragged(null);
                }}
                style={{ cursor: 'grab', opacity: dragged === task.id ? 0.5 : 1 }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={500} truncate>
                      {task.name}
                    </Text>
                    <Group gap="xs">
                      <Badge variant="light">{t(taskRegistry[task.type].labelKey)}</Badge>
                      <Text size="xs">{t('eventEditor:taskScore', { score: task.score })}</Text>
                      {task.mandatory ? (
                        <Badge color="orange">{t('eventEditor:mandatoryBadge')}</Badge>
                      ) : null}
                      {/* A template's or a copy's task the plan lacks: kept, but publish refuses it. */}
                      {access !== 'operator' && !tierAllows(access, task.type) ? (
                        <Badge color="red" variant="light" data-testid="task-needs-plan">
                          {t('eventEditor:tierNeeded', {
                            tier: t(PLAN_LABELS[taskRegistry[task.type].minTier]),
                          })}
                        </Badge>
                      ) : null}
                      {task.dependent_tasks && task.dependent_tasks.length > 0 ? (
                        <Text size="xs" data-testid="task-dependencies">
                          {t('hosting:dependsOn', { names: task.dependent_tasks.map(nameOf).join(', ') })}
                        </Text>
                      ) : null}
                      {completions[task.id] ? (
                        <Text size="xs" c="dimmed">
                          {t('eventEditor:completions', { count: completions[task.id] })}
                        </Text>
                      ) : null}
                    </Group>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={t('hosting:moveUp', { name: task.name })}
                      disabled={index === 0 || ordering}
                      onClick={() => void moveTo(task.id, index - 1)}
                    >
                      <span aria-hidden>↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('hosting:moveDown', { name: task.name })}
                      disabled={index === group.tasks.length - 1 || ordering}
                      onClick={() => void moveTo(task.id, index + 1)}
                    >
                      <span aria-hidden>↓</span>
                    </ActionIcon>
                    <Button size="xs" variant="default" onClick={() => setEditing({ task, isNew: false })}>
                      {t('eventEditor:editTask')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(task)}>
                      {t('eventEditor:deleteTask')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        ))
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('eventEditor:back')}
        </Button>
        <Button onClick={() => void next()} loading={moving}>
          {t('eventEditor:saveContinue')}
        </Button>
      </Group>
      {editing ? (
        <TaskForm
          eventId={event.id}
          task={editing.task}
          isNew={editing.isNew}
          others={tasks.filter((task) => task.id !== editing.task.id).map(({ id, name }) => ({ id, name }))}
          onClose={() => setEditing(null)}
          onSaved={(config) => {
            store.getState().upsertTask(config);
            setEditing(null);
          }}
        />
      ) : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('eventEditor:deleteTask')}>
        <Stack>
          <Text>{t('eventEditor:deleteTaskConfirm', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('eventEditor:cancel')}
            </Button>
            <Button
              color="red"
              loading={deleteTask.isPending}
              onClick={() => deleting && void remove(deleting)}
            >
              {t('eventEditor:deleteTask')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
