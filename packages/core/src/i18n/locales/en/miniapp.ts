export const miniapp = {
  welcome: 'Welcome, {{name}}!',
  welcomeGuest: 'Welcome!',
  intro: 'Complete quests, earn score and climb the leaderboards without leaving Telegram.',
  openPortal: 'Open the web portal',
  notInTelegram: 'Open this app from Telegram',
  notInTelegramHint: 'This Mini App runs inside Telegram. Open it from our bot to continue.',
} as const;
