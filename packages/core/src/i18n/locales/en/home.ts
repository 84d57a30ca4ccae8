export const home = {
  heroTitle: 'Play, work and earn in Web3',
  heroText:
    'Projects, game owners and clan masters host events made of quests. Players complete them, earn score and rewards, climb leaderboards and join clans, on the web or inside Telegram.',
  ctaStart: 'Start earning',
  ctaSignIn: 'I have an account',
  liveTitle: 'Live quests',
  allEvents: 'See all events',
  offerTitle: 'Everything a Web3 community needs',
  offerEvents: 'Event and task tooling',
  offerEventsText:
    'Social, quiz, form, in-game, bug hunting, hold-token and hold-NFT quests with scores and rewards.',
  offerStats: 'Game statistics',
  offerStatsText: 'Earnings and activity of every linked game account, day by day.',
  offerAttraction: 'Player attraction and cross-marketing',
  offerAttractionText: 'Reach players of other games and projects through shared campaigns.',
  offerMonitoring: 'Community monitoring',
  offerMonitoringText: 'Telegram bots that keep out bots, find inactive members and count contributions.',
  offerInsights: 'Insights',
  offerInsightsText: 'A content platform where projects publish news and analysis.',
  offerAcademy: 'Academy',
  offerAcademyText: 'A learning hub for players new to Web3 gaming.',
  offerWheel: 'Lucky wheel',
  offerWheelText: 'A mini game that turns your score into spins and prizes.',
  audienceTitle: 'Built for three kinds of people',
  forProjects: 'Projects and game owners',
  forProjectsText:
    'Launch events made of tasks, attract players from other games, see your game’s statistics and keep your Telegram community real.',
  forPlayers: 'Players',
  forPlayersText:
    'Complete tasks, earn score and rewards, link your game accounts, spin the lucky wheel and climb the leaderboards.',
  forClans: 'Clans',
  forClansText: 'Gather your guild, run clan events and compete together for prizes.',
  browseGames: 'Browse games',
  readInsights: 'Read insights',
  seePricing: 'See pricing',
  pricingTitle: 'Plans for every project',
  pricingText:
    'From {{price}} a month for Web3 and social tasks to Enterprise with API integration. Every plan includes the content platform.',
  pricesLine:
    'Basic {{basic}}/mo · Standard {{standard}}/mo · Premium {{premium}}/mo · Enterprise: contact sales',
} as const;
