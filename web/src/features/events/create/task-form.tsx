import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import type { PayoutInput } from '@w2e/core/contracts/prizes';
import { RECURRING_LABELS, RECURRING_TYPES } from '@w2e/core/tasks/recurrence';
import { selfDeclarable, type TaskConfigInput, type TaskType, taskRegistry } from '@w2e/core/tasks/registry';
import { errorMap } from '@w2e/core/validation/error-map';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useAddTask, useUpdateTask } from '@w2e/react/tasks/queries';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../../components/image-input';
import { PayoutFields } from '../../../components/payout-fields';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { storedTask } from './draft';
import { type FieldError, NumberField, TextField, type Values } from './task-types/fields';
import { taskTypeForms } from './task-types/registry';

/** A new task of `type` with the fields a host fills in first already shaped (one question, one field). */
export function newTask(type: TaskType, weight: number): TaskConfigInput {
  const base = {
    id: crypto.randomUUID(),
    name: '',
    score: 10,
    weight,
    dependent_tasks: [],
    mandatory: false,
  };
  return { ...base, ...taskTypeForms[type].defaults?.(), type } as TaskConfigInput;
}

export interface TaskFormProps {
  eventId: string;
  /** The task being edited, or a new one from `newTask`. */
  task: TaskConfigInput;
  isNew: boolean;
  /** The event's other tasks, for the dependent tasks. */
  others: { id: string; name: string }[];
  onSaved: (config: TaskConfigInput) => void;
  onClose: () => void;
}

/**
 * Adds or edits one task: the common fields of spec section 3 and the type's own, checked with the type's
 * schema from core's registry. POST /api/events/{id}/tasks or PATCH /api/tasks/{id}; a refusal (a plan that
 * does not include the type, a score players already earned) shows the server's message.
 */
export function TaskForm({ eventId, task, isNew, others, onSaved, onClose }: TaskFormProps) {
  const { t } = useTranslation();
  const type = task.type;
  const addTask = useAddTask(eventId);
  const updateTask = useUpdateTask();
  const { data: config } = usePublicConfig();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(taskRegistry[type].schema as never, {
      error: errorMap,
    }) as unknown as Resolver<Values>,
    defaultValues: { description: '', prize: '', group_name: '', banner: '', ...task } as Values,
  });
  const fieldError = useFieldError(errors) as FieldError;
  /** A custom API task's signing secret, shown once after the save that made it; then the form closes. */
  const [secret, setSecret] = useState<{ value: string; saved: TaskConfigInput } | null>(null);

  const save = handleSubmit(async (values) => {
    const body = values as TaskConfigInput;
    try {
      const result = isNew
        ? await addTask.mutateAsync(body)
        : await updateTask.mutateAsync({ id: task.id, body });
      toast.success(result.message);
      const saved = storedTask(result.task.config);
      if (result.signing_secret) setSecret({ value: result.signing_secret, saved });
      else onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, () => true);
    }
  });

  if (secret) {
    const done = () => onSaved(secret.saved);
    return (
      <Modal opened onClose={done} title={t('customApi:secretTitle')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('customApi:secretOnce')}</Text>
          <Code block data-testid="custom-api-secret" style={{ wordBreak: 'break-all' }}>
            {secret.value}
          </Code>
          <Group gap="xs">
            <CopyButton value={secret.value}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('partnerWebhooks:copied') : t('partnerWebhooks:copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={done}>{t('partnerWebhooks:done')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const OwnFields = taskTypeForms[type].Fields;
  const typeName = t(taskRegistry[type].labelKey);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isNew ? 'eventEditor:newTask' : 'eventEditor:editTaskTitle', { type: typeName })}
    >
      <form onSubmit={save} noValidate aria-label={typeName}>
        <Stack gap="sm">
          <TextField
            register={register}
            name="name"
            label={t('eventEditor:taskName')}
            fieldError={fieldError}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              control={control}
              name="score"
              label={t('eventEditor:taskScoreField')}
              fieldError={fieldError}
              required
            />
            <TextField
              register={register}
              name="prize"
              label={t('eventEditor:prize')}
              fieldError={fieldError}
              required={false}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="prize_payout"
            render={({ field }) => (
              <PayoutFields
                value={field.value as PayoutInput | undefined}
                onChange={field.onChange}
                errorOf={(part) =>
                  fieldError(`prize_payout.${part}`) ??
                  (part === 'kind' ? fieldError('prize_payout') : undefined)
                }
              />
            )}
          />
          <Textarea
            label={t('eventEditor:taskDescription')}
            autosize
            minRows={2}
            error={fieldError('description')}
            {...register('description')}
          />
          <OwnFields control={control} register={register} fieldError={fieldError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              control={control}
              name="weight"
              label={t('eventEditor:weight')}
              description={t('eventEditor:weightHint')}
              fieldError={fieldError}
            />
            <TextField
              register={register}
              name="group_name"
              label={t('eventEditor:groupName')}
              fieldError={fieldError}
              required={false}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="dependent_tasks"
            render={({ field }) => (
              <MultiSelect
                label={t('eventEditor:dependentTasks')}
                description={t('eventEditor:dependentTasksHint')}
                data={others.map((other) => ({ value: other.id, label: other.name }))}
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                error={fieldError('dependent_tasks')}
                searchable
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="recurring_type"
              render={({ field }) => (
                <Select
                  label={t('eventEditor:recurringType')}
                  value={(field.value as string | undefined) ?? 'none'}
                  onChange={(value) => field.onChange(value === 'none' || !value ? undefined : value)}
                  allowDeselect={false}
                  data={[
                    { value: 'none', label: t('eventEditor:recurringNone') },
                    ...RECURRING_TYPES.map((kind) => ({ value: kind, label: t(RECURRING_LABELS[kind]) })),
                  ]}
                />
              )}
            />
            <NumberField
              control={control}
              name="turn_limit"
              label={t('eventEditor:turnLimit')}
              fieldError={fieldError}
            />
          </SimpleGrid>
          <NumberField
            control={control}
            name="spins"
            label={t('wheel:taskSpins')}
            description={t('wheel:taskSpinsHint')}
            fieldError={fieldError}
          />
          <Controller
            control={control}
            name="mandatory"
            render={({ field }) => (
              <Switch
                label={t('eventEditor:mandatory')}
                checked={(field.value as boolean | undefined) ?? false}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={control}
            name="premium"
            render={({ field }) => (
              <Switch
                label={t('verification:premiumTaskSwitch')}
                description={
                  config && config.platform_token === null
                    ? `${t('verification:premiumTaskSwitchHint')} ${t('verification:premiumSwitchOff')}`
                    : t('verification:premiumTaskSwitchHint')
                }
                checked={(field.value as boolean | undefined) ?? false}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
                data-testid="task-premium"
              />
            )}
          />
          {selfDeclarable(type) ? (
            <Controller
              control={control}
              name="self_declared_score"
              render={({ field }) => (
                <Switch
                  label={t('verification:selfDeclaredScore')}
                  description={t('verification:selfDeclaredScoreHint')}
                  checked={(field.value as boolean | undefined) ?? true}
                  onChange={(change) => field.onChange(change.currentTarget.checked)}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="banner"
            render={({ field }) => (
              <ImageInput
                label={t('eventEditor:taskBanner')}
                kind="banner"
                value={(field.value as string | undefined) || null}
                onChange={(url) => field.onChange(url ?? '')}
                error={fieldError('banner')}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('eventEditor:cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('eventEditor:saveTask')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
