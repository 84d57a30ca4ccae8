import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeQuiz, publicQuestions } from './quiz';
import type { QuizQuestion } from './registry';

const questions: QuizQuestion[] = [
  { question: 'Chain id of BSC?', options: ['1', '56'], correct: [1] },
  { question: 'Which are EVM chains?', options: ['Arbitrum', 'TON', 'Polygon'], correct: [0, 2] },
  { question: 'Native coin of Avalanche?', options: ['AVAX', 'ETH'], correct: [0] },
];

const anyQuiz = fc
  .array(
    fc.integer({ min: 2, max: 5 }).chain((n) =>
      fc.record({
        question: fc.constant('q'),
        options: fc.constant(Array.from({ length: n }, (_, i) => `o${i}`)),
        correct: fc.uniqueArray(fc.nat(n - 1), { minLength: 1, maxLength: n }),
      }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .chain((qs) =>
    fc.record({
      questions: fc.constant(qs),
      pass_percent: fc.integer({ min: 0, max: 100 }),
      answers: fc.tuple(
        ...qs.map((q) => fc.uniqueArray(fc.nat(q.options.length - 1), { maxLength: q.options.length })),
      ),
    }),
  );

describe('quiz grading', () => {
  it('count a question right only for exactly its correct options', () => {
    const grade = gradeQuiz({ questions, pass_percent: 60 }, [[1], [0], [0]]);
    expect(grade).toMatchObject({ correct: 2, total: 3, passed: true });
    expect(gradeQuiz({ questions, pass_percent: 60 }, [[1], [0, 1, 2], [1]]).correct).toBe(1);
    expect(gradeQuiz({ questions, pass_percent: 60 }, [[1], [2, 0], [0]]).correct).toBe(3);
  });

  it('not round 2 of 3 up past a 67 % bar', () => {
    expect(gradeQuiz({ questions, pass_percent: 67 }, [[1], [0], [0]]).passed).toBe(false);
  });

  it('pass every quiz answered entirely right, and never score outside 0-100', () => {
    fc.assert(
      fc.property(anyQuiz, ({ questions: qs, pass_percent, answers }) => {
        const grade = gradeQuiz({ questions: qs, pass_percent }, answers);
        expect(grade.percent).toBeGreaterThanOrEqual(0);
        expect(grade.percent).toBeLessThanOrEqual(100);
        expect(grade.passed).toBe(grade.percent >= pass_percent);
        expect(
          gradeQuiz(
            { questions: qs, pass_percent },
            qs.map((q) => q.correct),
          ).passed,
        ).toBe(true);
      }),
    );
  });

  it('never lower the grade when a wrong answer is corrected', () => {
    fc.assert(
      fc.property(anyQuiz, fc.nat(), ({ questions: qs, pass_percent, answers }, which) => {
        const i = which % qs.length;
        const fixed = answers.map((a, j) => (j === i ? qs[i]!.correct : a));
        const before = gradeQuiz({ questions: qs, pass_percent }, answers);
        expect(gradeQuiz({ questions: qs, pass_percent }, fixed).correct).toBeGreaterThanOrEqual(
          before.correct,
        );
      }),
    );
  });

  it('send players the questions without the answers', () => {
    const shown = publicQuestions(questions);
    expect(shown.every((q) => !('correct' in q))).toBe(true);
    expect(shown.map((q) => q.multiple)).toEqual([false, true, false]);
  });
});
