import { parseRank } from '../events/rank';
import type { TranslationKey } from '../i18n/resources-en';

/**
 * A reward tier's rank in the reader's words: the stored rule ("ALL", "TOP 3", "7", "[4-50]") is how hosts type
 * it and how the API keeps it, never what a player reads ("All ranks", "Top 3", "Rank 7", "Ranks 4–50"; in
 * Vietnamese "Mọi hạng", "3 hạng đầu" …). Returns the text key and its values, for the caller's `t`. A text that
 * is not a rule (none is stored, but a screen should not break on one) comes back as it is.
 */
export function rankLabel(
  text: string,
): { key: TranslationKey; values: Record<string, number> } | { key: null; text: string } {
  const rule = parseRank(text);
  switch (rule?.kind) {
    case 'all':
      return { key: 'rewards:rankAll', values: {} };
    case 'top':
      return { key: 'rewards:rankTop', values: { n: rule.n } };
    case 'position':
      return { key: 'rewards:rankPosition', values: { n: rule.n } };
    case 'range':
      return { key: 'rewards:rankRange', values: { from: rule.from, to: rule.to } };
    default:
      return { key: null, text };
  }
}
