/** The release note of the footer's version (loaded with its dialog, not with the first paint). */
export const releaseNote = {
  title: 'What’s new in {{version}}',
  items:
    'A new portal shell with a swipe drawer on phones|Insights and the Academy: articles, categories and search|Game pages with player and earnings charts|Pricing plans that unlock task types|Faster first load: wallet and editor code load on demand',
} as const;
