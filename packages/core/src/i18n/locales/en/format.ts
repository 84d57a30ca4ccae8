/** Numbers, amounts and times as the product shows them (spec section 9). */
export const format = {
  readingTime: '{{minutes}} min read',
  invalidAmount: 'Enter a number with at most {{decimals}} decimal places',
} as const;
