import type { z } from 'zod';
import { message } from './message';

/**
 * Messages for zod's built-in checks, in the spec's wording (section 5). Schemas that need a sharper message
 * give their own; this map covers the rest. Pass it as `{ error: errorMap }` to parse calls.
 */
export const errorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return message('validation:required');
      return message('validation:type', { type: issue.expected });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1
          ? message('validation:required')
          : message('validation:minLength', { minLength: min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1
          ? message('validation:required')
          : message('validation:minLength', { minLength: min });
      }
      return message('validation:greaterThan', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return message('validation:maxLength', { maxLength: max });
      return message('validation:maximum', { maxNumber: max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return message('validation:email');
      if (issue.format === 'url') return message('validation:url');
      return message('validation:format', { type: issue.format });
    default:
      return undefined;
  }
};
