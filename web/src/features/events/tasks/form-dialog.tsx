import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { errorBody } from '@w2e/core/api/http';
import { apiErrorSchema } from '@w2e/core/contracts/common';
import { FORM_ANSWER_MAX, type PlayerTask } from '@w2e/core/contracts/tasks';
import { formFields } from '@w2e/core/tasks/settings';
import { translateMessage } from '@w2e/core/validation/message';
import { useSubmitTask } from '@w2e/react/tasks/queries';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

const INPUT_TYPES = { text: 'text', number: 'number', email: 'email', url: 'url', wallet: 'text' } as const;

/** The server's per-answer messages (`form_answers.2`) by field index. */
function answerErrors(error: unknown): Record<number, string> {
  const body = apiErrorSchema.safeParse(errorBody(error));
  if (!body.success) return {};
  return Object.fromEntries(
    (body.data.errors ?? []).flatMap((issue) => {
      const match = /^form_answers\.(\d+)$/.exec(issue.path);
      return match ? [[Number(match[1]), issue.message]] : [];
    }),
  );
}

/** A form task: the host's fields in order, required ones marked; "Submit form successfully" on success. */
export function FormDialog({ task, onClose }: { task: PlayerTask; onClose: () => void }) {
  const { t } = useTranslation();
  const fields = formFields(task.settings);
  const submit = useSubmitTask(task.id, { quiet: true });
  const [values, setValues] = useState<string[]>(() => fields.map(() => ''));
  const [errors, setErrors] = useState<Record<number, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      fields.flatMap((field, index) =>
        field.required && !values[index]?.trim() ? [[index, translateMessage(t, 'validation:required')]] : [],
      ),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const result = await submit.mutateAsync({ form_answers: values.map((value) => value.trim()) });
      toast.success(result.message);
      onClose();
    } catch (error) {
      setErrors(answerErrors(error));
    }
  };

  const set = (index: number, value: string) =>
    setValues((current) => current.map((old, i) => (i === index ? value : old)));

  return (
    <Modal opened onClose={onClose} title={t('eventPlay:formTitle', { task: task.name })} size="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {fields.map((field, index) => {
            const common = {
              label: field.label,
              required: field.required,
              error: errors[index],
              value: values[index] ?? '',
              maxLength: FORM_ANSWER_MAX,
            };
            return field.kind === 'textarea' ? (
              <Textarea
                // biome-ignore lint/suspicious/noArrayIndexKey: answers are sent by field position
                key={index}
                {...common}
                rows={4}
                onChange={(event) => set(index, event.currentTarget.value)}
              />
            ) : (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: answers are sent by field position
                key={index}
                {...common}
                type={INPUT_TYPES[field.kind]}
                placeholder={field.kind === 'wallet' ? '0x…' : undefined}
                onChange={(event) => set(index, event.currentTarget.value)}
              />
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('eventPlay:cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('eventPlay:submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
