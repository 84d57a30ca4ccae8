import type { QuizQuestion } from './registry';

/**
 * Quiz grading. A question counts as right only when the player picked exactly its correct options (all
 * of them, nothing else), so ticking every box never wins. Passing needs `pass_percent` of the questions
 * right (spec section 5).
 */
export interface QuizGrade {
  correct: number;
  total: number;
  /** 0-100, not rounded: 2 of 3 is 66.66…, which must not pass a 67 % bar. */
  percent: number;
  passed: boolean;
}

export function gradeQuiz(
  quiz: { questions: readonly QuizQuestion[]; pass_percent: number },
  answers: readonly (readonly number[] | undefined)[],
): QuizGrade {
  const total = quiz.questions.length;
  const correct = quiz.questions.filter((question, index) =>
    sameChoice(question.correct, answers[index]),
  ).length;
  const percent = total === 0 ? 0 : (correct / total) * 100;
  return { correct, total, percent, passed: total > 0 && percent >= quiz.pass_percent };
}

function sameChoice(expected: readonly number[], picked: readonly number[] | undefined): boolean {
  if (!picked) return false;
  const set = new Set(picked);
  return set.size === expected.length && expected.every((index) => set.has(index));
}

/** A question as players receive it: the correct options never leave the server. */
export type PublicQuizQuestion = Omit<QuizQuestion, 'correct'> & { multiple: boolean };

export function publicQuestions(questions: readonly QuizQuestion[]): PublicQuizQuestion[] {
  return questions.map(({ correct, ...rest }) => ({ ...rest, multiple: correct.length > 1 }));
}
