import type { CaptchaType, QuizQuestion } from '@w2e/core/contracts/monitoring';
import type { TFunction } from '@w2e/core/i18n/create-i18n';
import type { Challenge } from '../store';

const BUILT_IN_QUIZ = [1, 2, 3, 4] as const;

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Options shuffled, with the index of the right one remembered. */
function withShuffledOptions(
  question: string,
  right: string,
  wrong: string[],
  random: () => number,
): Challenge {
  const options = shuffle([right, ...wrong], random);
  return { question, options, correct: options.indexOf(right) };
}

/**
 * One challenge: a button to press, a sum to pick from four answers, or a quiz question (the admin's own, else
 * a built-in one in the chat's language). The answers are buttons, so what someone picks is never seen by the
 * group; only the person it is for can answer (checked when the button is pressed).
 */
export function makeChallenge(
  type: CaptchaType,
  t: TFunction,
  questions: QuizQuestion[],
  random: () => number = Math.random,
): Challenge {
  if (type === 'button') {
    return { question: t('bot:captchaButtonQuestion'), options: [t('bot:captchaButton')], correct: 0 };
  }
  if (type === 'math') {
    const a = 2 + Math.floor(random() * 18);
    const b = 2 + Math.floor(random() * 18);
    const sum = a + b;
    const wrong = new Set<number>();
    while (wrong.size < 3) {
      const candidate = sum + Math.floor(random() * 11) - 5;
      if (candidate !== sum && candidate > 0) wrong.add(candidate);
    }
    return withShuffledOptions(t('bot:mathQuestion', { a, b }), String(sum), [...wrong].map(String), random);
  }
  if (questions.length > 0) {
    const q = questions[Math.floor(random() * questions.length)] as QuizQuestion;
    const [right = '', ...wrong] = q.answers;
    return withShuffledOptions(q.question, right, wrong, random);
  }
  const n = BUILT_IN_QUIZ[Math.floor(random() * BUILT_IN_QUIZ.length)] ?? 1;
  const [right = '', ...wrong] = t(`bot:quizA${n}`).split('|');
  return withShuffledOptions(t(`bot:quizQ${n}`), right, wrong, random);
}
