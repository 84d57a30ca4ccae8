/** Starting an event from a ready campaign, or from a copy of one's own. */
export const eventTemplates = {
  title: 'Start from a template',
  intro: 'A ready campaign with its tasks, scores and leaderboard: you edit the draft before publishing.',
  host: 'For',
  taskCount: 'Tasks: {{count}}',
  needsPlan: 'Some tasks need the {{tier}} plan',
  use: 'Use this template',
  created: 'Draft created from the template',
  duplicate: 'Duplicate',
  duplicated: 'Copy created: you are editing the copy',
} as const;
