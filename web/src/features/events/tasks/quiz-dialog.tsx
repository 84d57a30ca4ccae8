import { Alert, Button, Center, Checkbox, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { QUIZ_COMPLETED_DIALOG_CLOSE_MS } from '@w2e/core/constants';
import type { PlayerTask, SubmissionResult } from '@w2e/core/contracts/tasks';
import { useQuiz, useSubmitTask } from '@w2e/react/tasks/queries';
import { useTimeout } from '@w2e/react/timers';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

interface QuizDialogProps {
  task: PlayerTask;
  scoreLabel: string;
  onClose: () => void;
}

/** After a pass: the grade and the score, then the dialog closes itself (spec section 9). */
function Completed({
  result,
  scoreLabel,
  onClose,
}: {
  result: SubmissionResult;
  scoreLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The timer starts once, when the pass is shown; a re-render (the task list refreshing) does not restart it.
  useTimeout(onClose, QUIZ_COMPLETED_DIALOG_CLOSE_MS);
  return (
    <Stack gap="sm" data-testid="quiz-completed">
      <Text fw={700}>{t('eventPlay:quizCompleted')}</Text>
      {result.quiz ? (
        <Text>
          {t('eventPlay:quizCompletedBody', { correct: result.quiz.correct, total: result.quiz.total })}
        </Text>
      ) : null}
      {result.granted > 0 ? (
        <Text c="teal" fw={600}>
          {t('eventPlay:scoreGranted', { score: result.granted, label: scoreLabel })}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('eventPlay:close')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * The quiz: questions from GET /tasks/{id}/quiz (never their answers), one choice or several per question,
 * graded by the server. A wrong try shows the server's grade and keeps the answers for another try.
 */
export function QuizDialog({ task, scoreLabel, onClose }: QuizDialogProps) {
  const { t } = useTranslation();
  const quiz = useQuiz(task.id, true);
  const submit = useSubmitTask(task.id, { quiet: true });
  const [answers, setAnswers] = useState<number[][]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SubmissionResult | null>(null);

  useEffect(() => {
    if (!quiz.isError) return;
    toast.error(t('tasks:quizLoadFailed'));
    onClose();
  }, [quiz.isError, t, onClose]);

  const questions = quiz.data?.questions ?? [];
  const pick = (index: number, values: number[]) =>
    setAnswers((current) => {
      const next = questions.map((_, i) => current[i] ?? []);
      next[index] = values;
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const outcome = await submit.mutateAsync({ quiz_answers: questions.map((_, i) => answers[i] ?? []) });
      if (outcome.quiz && !outcome.quiz.passed) setProblem(outcome.message);
      else setResult(outcome);
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? t('errors:requestFailed'));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('eventPlay:quizTitle', { task: task.name })} size="lg">
      {result ? (
        <Completed result={result} scoreLabel={scoreLabel} onClose={onClose} />
      ) : !quiz.data ? (
        <Center py="lg">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              {t('eventPlay:quizPass', { percent: quiz.data.pass_percent })}
            </Text>
            {questions.map((question, index) => {
              const label = `${t('eventPlay:quizQuestion', { number: index + 1 })}: ${question.question}`;
              const chosen = (answers[index] ?? []).map(String);
              return question.multiple ? (
                <Checkbox.Group
                  // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their order is fixed
                  key={index}
                  label={label}
                  value={chosen}
                  onChange={(values) => pick(index, values.map(Number))}
                >
                  <Stack gap={6} mt="xs">
                    {question.options.map((option, optionIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: options are answered by index
                      <Checkbox key={optionIndex} value={String(optionIndex)} label={option} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              ) : (
                <Radio.Group
                  // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their order is fixed
                  key={index}
                  label={label}
                  value={chosen[0] ?? null}
                  onChange={(value) => pick(index, [Number(value)])}
                >
                  <Stack gap={6} mt="xs">
                    {question.options.map((option, optionIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: options are answered by index
                      <Radio key={optionIndex} value={String(optionIndex)} label={option} />
                    ))}
                  </Stack>
                </Radio.Group>
              );
            })}
            {problem ? (
              <Alert color="red" role="alert" data-testid="quiz-problem">
                {problem}
              </Alert>
            ) : null}
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
      )}
    </Modal>
  );
}
