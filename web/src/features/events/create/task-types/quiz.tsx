import { ActionIcon, Button, Card, Checkbox, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { type Control, type UseFormRegister, useController, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldError, NumberField, type TaskTypeForm, type TypeFieldsProps, type Values } from './fields';

const emptyQuestion = () => ({ question: '', options: ['', ''], correct: [] });

/** One quiz question: its options, each with a "correct" box. Removing an option keeps the marks on the rest. */
function QuestionEditor({
  control,
  register,
  index,
  fieldError,
  onRemove,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  index: number;
  fieldError: FieldError;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const base = `questions.${index}`;
  const options = useController({ control, name: `${base}.options` });
  const correct = useController({ control, name: `${base}.correct` });
  const list = (options.field.value as string[] | undefined) ?? [];
  const marks = (correct.field.value as number[] | undefined) ?? [];
  return (
    <Card withBorder padding="sm" data-testid="quiz-question">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('eventEditor:question', { number: index + 1 })}
          </Text>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            {t('eventEditor:removeQuestion')}
          </Button>
        </Group>
        <TextInput
          aria-label={t('eventEditor:question', { number: index + 1 })}
          required
          error={fieldError(`${base}.question`)}
          {...register(`${base}.question`)}
        />
        {list.map((option, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place and have no identity but their place
          <Group key={at} wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('eventEditor:option', { number: at + 1 })}
              placeholder={t('eventEditor:option', { number: at + 1 })}
              value={option}
              error={fieldError(`${base}.options.${at}`)}
              onChange={(change) => {
                const next = [...list];
                next[at] = change.currentTarget.value;
                options.field.onChange(next);
              }}
            />
            <Checkbox
              mt={8}
              label={t('eventEditor:correct')}
              aria-label={`${t('eventEditor:option', { number: at + 1 })}: ${t('eventEditor:correct')}`}
              checked={marks.includes(at)}
              onChange={(change) =>
                correct.field.onChange(
                  change.currentTarget.checked ? [...marks, at].sort() : marks.filter((mark) => mark !== at),
                )
              }
            />
            <ActionIcon
              mt={4}
              variant="subtle"
              color="red"
              aria-label={t('eventEditor:removeOption')}
              onClick={() => {
                options.field.onChange(list.filter((_, i) => i !== at));
                correct.field.onChange(
                  marks.filter((mark) => mark !== at).map((mark) => (mark > at ? mark - 1 : mark)),
                );
              }}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        ))}
        {fieldError(`${base}.options`) ? (
          <Text c="red" size="xs">
            {fieldError(`${base}.options`)}
          </Text>
        ) : null}
        {fieldError(`${base}.correct`) ? (
          <Text c="red" size="xs">
            {fieldError(`${base}.correct`)}
          </Text>
        ) : null}
        <Group>
          <Button size="xs" variant="light" onClick={() => options.field.onChange([...list, ''])}>
            {t('eventEditor:addOption')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function QuizFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control, name: 'questions' });
  return (
    <Stack gap="sm">
      <Input.Label>{t('eventEditor:questions')}</Input.Label>
      {questions.fields.map((item, index) => (
        <QuestionEditor
          key={item.id}
          control={control}
          register={register}
          index={index}
          fieldError={fieldError}
          onRemove={() => questions.remove(index)}
        />
      ))}
      {fieldError('questions') ? (
        <Text c="red" size="xs">
          {fieldError('questions')}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" onClick={() => questions.append(emptyQuestion())}>
          {t('eventEditor:addQuestion')}
        </Button>
      </Group>
      <NumberField
        control={control}
        name="pass_percent"
        label={t('eventEditor:passPercent')}
        fieldError={fieldError}
        required
      />
    </Stack>
  );
}

export const quiz: TaskTypeForm = {
  Fields: QuizFields,
  defaults: () => ({ questions: [emptyQuestion()], pass_percent: 100 }),
};
