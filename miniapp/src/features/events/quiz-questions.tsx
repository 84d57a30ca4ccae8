import { Cell, Checkbox, Radio, Section } from '@telegram-apps/telegram-ui';
import { useQuiz } from '@w2e/react/tasks/queries';
import { useState } from 'react';
import { Failed, Loading } from '../../components/screen-state';
import { useTranslation } from '../../i18n';

/** A quiz's questions (GET /tasks/{id}/quiz, never their answers) and the player's choices, by index. */
export function useQuizAnswers(taskId: string) {
  const quiz = useQuiz(taskId, true);
  const [chosen, setChosen] = useState<number[][]>([]);
  const questions = quiz.data?.questions ?? [];
  return {
    ...quiz,
    chosen,
    toggle(question: number, option: number, multiple: boolean) {
      setChosen((current) => {
        const next = questions.map((_, i) => current[i] ?? []);
        const picked = next[question] ?? [];
        next[question] = multiple
          ? picked.includes(option)
            ? picked.filter((o) => o !== option)
            : [...picked, option].sort((a, b) => a - b)
          : [option];
        return next;
      });
    },
    /** What the server grades: one list of chosen option indexes per question, in order. */
    answers: () => questions.map((_, i) => chosen[i] ?? []),
  };
}

/** One Section per question: radios for one answer, checkboxes for several. The MainButton submits. */
export function QuizQuestions({ quiz }: { quiz: ReturnType<typeof useQuizAnswers> }) {
  const { t } = useTranslation();
  if (quiz.isPending) return <Loading />;
  if (quiz.isError) return <Failed message={t('tasks:quizLoadFailed')} />;
  return (
    <>
      <Section>
        <Cell multiline>{t('eventPlay:quizPass', { percent: quiz.data.pass_percent })}</Cell>
      </Section>
      {quiz.data.questions.map((question, index) => (
        <Section
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their order is fixed
          key={index}
          header={`${t('eventPlay:quizQuestion', { number: index + 1 })}: ${question.question}`}
          data-testid="quiz-question"
        >
          {question.options.map((option, optionIndex) => {
            const checked = (quiz.chosen[index] ?? []).includes(optionIndex);
            const name = `question-${index}`;
            const onChange = () => quiz.toggle(index, optionIndex, question.multiple);
            return (
              <Cell
                // biome-ignore lint/suspicious/noArrayIndexKey: options are answered by index
                key={optionIndex}
                Component="label"
                className="quiz-option"
                // telegram-ui wraps the input in a label of its own, with no text: the option names it.
                before={
                  question.multiple ? (
                    <Checkbox name={name} checked={checked} onChange={onChange} aria-label={option} />
                  ) : (
                    <Radio name={name} checked={checked} onChange={onChange} aria-label={option} />
                  )
                }
                multiline
              >
                {option}
              </Cell>
            );
          })}
        </Section>
      ))}
    </>
  );
}
