export const bot = {
  start:
    'Hi {{name}}! I keep Telegram communities real: a captcha for newcomers, inactive-member reports, contribution stats, join and leave tracking and referrals.\n\nAdd me to your group as an admin to begin. /help lists what I can do.',
  help: 'Commands:\n/start - introduction\n/help - this list',
  error: 'Something went wrong. Please try again in a moment.',
} as const;
