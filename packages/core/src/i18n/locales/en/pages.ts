/** Titles, descriptions and text of the portal's informational pages (long legal text lives in `legal`). */
export const pages = {
  learnMore: 'Learn more',

  // help
  helpTitle: 'Help center',
  helpDescription:
    'Answers to the most common questions about accounts, events, tasks, rewards and plans, and how to reach our team.',
  helpIntro: 'Find what you need below. If you are still stuck, our team answers every message.',
  helpAccountTitle: 'Accounts and sign-in',
  helpAccountText:
    'Sign in with a username and password, a wallet, Google or Telegram. Link more methods on your profile so you never lose access, and verify your email to recover your password.',
  helpTasksTitle: 'Events and tasks',
  helpTasksText:
    'Open an event, complete its tasks in any order unless a task depends on another, and press Verify. The guide explains how each task type is checked.',
  helpRewardsTitle: 'Score and rewards',
  helpRewardsText:
    'Each task adds to your in-game, social or other score. When an event ends, rewards go to the positions its leaderboard names.',
  helpProjectsTitle: 'For projects',
  helpProjectsText:
    'Choose a plan, create your event in five steps (General, Task, Score, Leaderboard, Reward) and follow its statistics live.',
  helpContactTitle: 'Still need help?',
  helpContactText:
    'Ask the community chat for a quick answer, or write to us and an operator will reply by email.',
  helpOpenGuide: 'Open the guide',
  helpOpenFaq: 'Read the FAQ',
  helpContactUs: 'Contact us',
  helpCommunityChat: 'Community chat',

  // about
  aboutTitle: 'About us',
  aboutDescription:
    'A Web3 gaming and work-to-earn platform where projects, players and clans meet through microtasks, campaigns and clans.',
  aboutIntro:
    'We connect Web3 games and projects with the players who make them live. Projects publish events made of small, verifiable tasks; players complete them for score and rewards; clans play together.',
  aboutMissionTitle: 'Our mission',
  aboutMissionText:
    'Make every hour a player spends on a Web3 game or community count — for the player, who is rewarded fairly, and for the project, which gets real, engaged people instead of bots.',
  aboutWhatTitle: 'What we do',
  aboutWhatText:
    'Event and task tooling, game statistics, cross-marketing between games, Telegram community monitoring, a content platform, an academy and a lucky-wheel mini game — in one place, on the web and inside Telegram.',
  aboutValuesTitle: 'What we value',
  aboutValuesText:
    'Fair play: every task is verified and scores are ranked the same way everywhere. Transparency: rules and rewards are shown before you start. Privacy: we keep only what the service needs.',
  aboutLinks: 'More about us',

  // services
  servicesTitle: 'Our services',
  servicesDescription:
    'Events and tasks, game statistics, player attraction and cross-marketing, community monitoring, the content platform, the academy and the lucky wheel.',
  servicesIntro: 'Everything a Web3 game or project needs to find players, keep them and reward them.',
  serviceEventsTitle: 'Events and tasks',
  serviceEventsText:
    'Build campaigns from social, Web3, quiz, form, in-game and bug-hunting tasks. Set scores, dependencies, daily or weekly repeats, leaderboards and rewards, then follow results live and export them.',
  serviceStatsTitle: 'Game statistics',
  serviceStatsText:
    'Games send signed statistics; players see their earnings and activity over the last 100 days, and owners see how their game grows.',
  serviceAttractionTitle: 'Player attraction and cross-marketing',
  serviceAttractionText:
    'Reach the players of other games through shared events and in-game tasks, and bring them to your game with rewards they care about.',
  serviceMonitoringTitle: 'Community monitoring',
  serviceMonitoringText:
    'Two Telegram bots keep your group or channel real: a captcha for newcomers, inactive-member reports, contribution statistics and referral tracking.',
  serviceContentTitle: 'Content platform',
  serviceContentText:
    'Publish news, guides and analysis on Insights, with covers, categories and search. Each plan includes a monthly number of articles.',
  serviceAcademyTitle: 'Academy',
  serviceAcademyText:
    'Lessons that take newcomers from their first wallet to their first reward, written for players.',
  serviceWheelTitle: 'Lucky wheel',
  serviceWheelText:
    'A mini game that turns activity into spins and prizes and brings players back every day.',

  // community monitoring
  monitoringTitle: 'Telegram community monitoring',
  monitoringDescription:
    'Two bots keep your Telegram group or channel real: captcha for newcomers, inactive members, contribution statistics, join/left detection, a minigame and referral tracking.',
  monitoringIntro:
    'Bots and sleeping accounts make a community look bigger than it is. Our monitoring service finds them and rewards the members who really take part.',
  monitoringTarget: 'Our target: 80% of your members are real humans.',
  monitoringSetupTitle: 'How to set it up',
  monitoringStep1: 'Add our two bots to your group or channel as administrators.',
  monitoringStep2:
    'For a channel, remove the bots’ admin permissions again once they are in: they only need to read, never to post or manage.',
  monitoringStep3:
    'Send a test message in the channel. The bots reply to it, which proves the channel is connected.',
  monitoringStep4: 'Open your dashboard and choose which features to switch on.',
  monitoringFeaturesTitle: 'Six features',
  monitoringInactive: 'Finding inactive members',
  monitoringInactiveText:
    'Lists members who have not written, reacted or clicked for a period you choose, so you can remind or remove them.',
  monitoringCaptcha: 'Captcha quiz for newcomers',
  monitoringCaptchaText:
    'Every new member answers a short quiz before they can write. Accounts that fail or do not answer are removed.',
  monitoringContribution: 'Contribution statistics',
  monitoringContributionText:
    'Counts messages, replies and reactions per member, so you can see and reward the people who keep the conversation going.',
  monitoringJoinLeft: 'Join/left detection',
  monitoringJoinLeftText:
    'Records who joins and who leaves and when, so you can tell a real wave of interest from a bought one.',
  monitoringMinigame: 'Minigame',
  monitoringMinigameText: 'A light game inside the group that keeps members active between announcements.',
  monitoringReferral: 'Referral tracking',
  monitoringReferralText:
    'Every member gets an invitation link; you see who brought whom, and which referrals stayed and took part.',
  monitoringCta: 'Ask for monitoring',

  // partnership
  partnershipTitle: 'Partnership',
  partnershipDescription:
    'Partner with us as a game studio, a Web3 project, a guild or a media: co-hosted events, cross-marketing and shared rewards.',
  partnershipIntro: 'We grow with our partners. Here is how we work together.',
  partnershipGamesTitle: 'Game studios and projects',
  partnershipGamesText:
    'List your game, claim its page, send statistics and run events with in-game tasks. We feature partner games in campaigns and on the home page.',
  partnershipGuildsTitle: 'Guilds and clans',
  partnershipGuildsText:
    'Bring your clan, run clan events and get early access to new games and their rewards.',
  partnershipMediaTitle: 'Media and KOLs',
  partnershipMediaText:
    'Publish on Insights, co-host quizzes and AMAs, and earn referral rewards for the players you bring.',
  partnershipHowTitle: 'How to start',
  partnershipHowText:
    'Tell us who you are and what you would like to do together through the contact form with the topic “Partnership”. We answer within two working days.',
  partnershipCta: 'Become a partner',

  // team
  teamTitle: 'Our team',
  teamDescription: 'The people behind the platform: product, engineering, community and partnerships.',
  teamIntro:
    'We are a small team of gamers, engineers and community builders who have run Web3 communities ourselves.',
  teamProduct: 'Product',
  teamProductText:
    'Designs events, tasks and plans with projects and players, and decides what we build next.',
  teamEngineering: 'Engineering',
  teamEngineeringText:
    'Builds the portal, the Telegram Mini App, the bots and the verifiers that check every task.',
  teamCommunity: 'Community',
  teamCommunityText: 'Runs the community chat, answers players and moderates events and articles.',
  teamPartnerships: 'Partnerships',
  teamPartnershipsText: 'Works with game studios, projects and guilds on campaigns and integrations.',
  teamJoin: 'Want to join us? Write to us with the topic “General”.',

  // guide
  guideTitle: 'Guide',
  guideDescription:
    'How to get started as a player or a project: accounts, events, tasks, score, rewards and clans.',
  guideIntro: 'New here? These steps take you from sign-up to your first reward.',
  guideStep1Title: 'Create your account',
  guideStep1Text:
    'Sign up with a username, or sign in with a wallet, Google or Telegram. Verify your email so you can recover your account.',
  guideStep2Title: 'Link your wallet and games',
  guideStep2Text:
    'Link a wallet for token and NFT tasks, and add your game accounts on your profile so in-game tasks and statistics find you.',
  guideStep3Title: 'Join an event',
  guideStep3Text:
    'Pick an event, read its rules and rewards, and complete its tasks. Press Verify after each one.',
  guideStep4Title: 'Climb the leaderboard',
  guideStep4Text:
    'Your score is the sum of your in-game, social and other scores. Ties go to whoever got there first.',
  guideStep5Title: 'Join a clan',
  guideStep5Text: 'Play with friends in a clan and take part in clan events together.',
  guideTasksLink: 'How each task works',
  guideProjectsTitle: 'For projects',
  guideProjectsText:
    'Choose a plan on the pricing page, then create an event in five steps: General, Task, Score, Leaderboard, Reward.',

  // guide tasks
  guideTasksTitle: 'How tasks work',
  guideTasksDescription:
    'Every task type explained: what you do, how it is checked, which score it adds to and which plan offers it.',
  guideTasksIntro:
    'Each task adds its score to one column of the leaderboard. Some tasks are checked automatically, some complete as soon as you submit them, and some are reviewed by the event owner.',
  guideTasksColumnScore: 'Score',
  guideTasksColumnPlan: 'From plan',
  guideTasksWithoutAccess: 'Self-declared on a site that has no access to this check',
  verificationAutomatic: 'Checked automatically when you press Verify',
  verificationSubmission: 'Completed when you submit your answers',
  verificationReview: 'Reviewed by the event owner',
  verificationSelfDeclared:
    'Self-declared: nothing can check it, and the host decides whether it gives score',
  scoreInGame: 'In-game',
  scoreSocial: 'Social',
  scoreOther: 'Other',
  taskHow_discord_join:
    'Join the Discord server the event names. We check your membership with the Discord account you linked.',
  taskHow_telegram_join:
    'Join the public Telegram group or channel. Our bot checks that your Telegram account is a member.',
  taskHow_youtube_subscribe:
    'Subscribe to the YouTube channel. We check the subscription with the YouTube account you linked.',
  taskHow_facebook_like_page:
    'Like the Facebook page, then say you did it: no API tells anyone about a page like, so it is self-declared.',
  taskHow_twitter_follow: 'Follow the X (Twitter) account. We check it with the X account you linked.',
  taskHow_twitter_retweet: 'Repost the named post from your linked X account.',
  taskHow_twitter_reply:
    'Reply to the named post; the reply must contain the required text, hashtags or mentions.',
  taskHow_twitter_like: 'Like the named post from your linked X account.',
  taskHow_twitter_tweet:
    'Post your own tweet with the required text, hashtags or mentions; we find it among your recent posts.',
  taskHow_quiz: 'Answer the questions. You pass when enough of your answers are correct.',
  taskHow_form: 'Fill in the form the event owner prepared; it completes when you submit it.',
  taskHow_visit_website: 'Open the website through the task’s link; the visit is recorded when you arrive.',
  taskHow_register:
    'Sign up on this platform through the event’s registration link while the event runs; we check our records.',
  taskHow_in_game:
    'Reach the goal inside the game (a level, a score, a number of matches); the game’s statistics confirm it.',
  taskHow_bug_hunting:
    'Find a bug in the game or app and report it with steps to reproduce; the owner accepts valid reports.',
  taskHow_mini_game:
    'Play the community bot’s dice duel in the event’s Telegram group; the points you win there count.',
  taskHow_custom_api:
    'Your result is checked by the host’s own server; it may ask you to do something in their game or app first.',
  taskHow_hold_token:
    'Hold at least the required amount of a token in your linked wallet; we read the balance on chain.',
  taskHow_hold_nft:
    'Hold an NFT from the named collection in your linked wallet; we check ownership on chain.',
  taskHow_transaction:
    'Send a transaction to the named contract from your linked wallet while the event runs; we find it on chain.',

  // community
  communityTitle: 'Community',
  communityDescription:
    'Meet other players, clans and projects: the community chat, clans, events and the leaderboard.',
  communityIntro: 'Our community lives in Telegram and on the portal. Come and say hello.',
  communityChatTitle: 'Community chat',
  communityChatText: 'Ask questions, find teammates and hear about new events first.',
  communityChatCta: 'Open the chat',
  communityClansTitle: 'Clans',
  communityClansText: 'Join or start a clan and compete in clan events.',
  communityLeaderboardTitle: 'Leaderboard',
  communityLeaderboardText: 'See the most active players across all events.',
  communityRulesTitle: 'Community rules',
  communityRulesText:
    'Be respectful, no spam or scams, no multiple accounts to farm rewards. Moderators may remove anyone who breaks these rules.',

  // roadmap
  roadmapTitle: 'Roadmap',
  roadmapDescription: 'Our five phases: kick off, MVP, first release, expanding and evolution.',
  roadmapIntro: 'Where we come from and where we are going.',
  roadmapPhase: 'Phase {{number}}',
  roadmapKickOff: 'Kick off',
  roadmapKickOffText: 'Research with games and guilds, the first team, and the idea of verified microtasks.',
  roadmapMvp: 'MVP',
  roadmapMvpText: 'Events with social tasks, sign-in with a wallet and the first leaderboards.',
  roadmapFirstRelease: 'First release',
  roadmapFirstReleaseText:
    'Clans, quizzes and forms, game statistics, the Telegram Mini App and community monitoring.',
  roadmapExpanding: 'Expanding',
  roadmapExpandingText:
    'Pricing plans, the content platform and academy, the lucky wheel, more games and more languages.',
  roadmapEvolution: 'Evolution',
  roadmapEvolutionText:
    'API integrations for enterprises, deeper cross-marketing between games and a community that runs its own events.',

  // leaderboard
  leaderboardTitle: 'Leaderboard',
  leaderboardDescription:
    'The most active players across all events: rank, in-game score, social score, other score and total score.',
  leaderboardIntro: 'Scores from every event add up here. Ties go to whoever reached the score first.',
  leaderboardEmpty: 'No scores yet. Join an event and be the first on the board.',
  leaderboardError: 'The leaderboard could not be loaded.',

  // IFO
  ifoTitle: 'Initial fans offering',
  ifoDescription:
    'The initial fans offering (IFO): early supporters get a place in a new game or project before its public launch.',
  ifoIntro:
    'An initial fans offering rewards the first fans of a game or project — the people who play, test and spread the word before launch.',
  ifoHowTitle: 'How it works',
  ifoHowText:
    'A partner opens an IFO with a set of tasks. Fans complete them to earn a place on the IFO list; places are given by leaderboard position when the IFO ends.',
  ifoSignInTitle: 'Signing in from a partner',
  ifoSignInText:
    'If you come from an IFO partner’s site, your account is opened for you with a one-time link; no password is needed.',
  ifoRulesTitle: 'Fair play',
  ifoRulesText:
    'One account per person. Multiple accounts, bots or bought engagement remove you from the list. See the terms for details.',

  // referral terms page chrome
  referralTermsTitle: 'Referral terms',
  referralTermsDescription:
    'How the referral programme works: your code, who counts as a referral, rewards and what is not allowed.',

  // legal pages chrome
  termConditionTitle: 'Terms and conditions',
  termConditionDescription:
    'The conditions for taking part in events, completing tasks and receiving rewards on the platform.',
  privacyTitle: 'Privacy policy',
  privacyDescription: 'What personal data we collect, why, how long we keep it and your rights over it.',
  tosTitle: 'Terms of service',
  tosDescription: 'The rules for using the platform: accounts, acceptable use, plans, content and liability.',
  lastUpdated: 'Last updated: {{date}}',

  // pricing
  pricingTitle: 'Pricing',
  pricingDescription:
    'Basic $99/mo, Standard $299/mo, Premium $499/mo, Enterprise by contacting sales — with the task types and articles each plan includes.',
  pricingIntro:
    'Choose the plan that fits your project. Every plan includes events, leaderboards and rewards.',
  pricingPerMonth: '/mo',
  pricingPopular: 'Most popular',
  pricingContactSales: 'Contact sales',
  pricingChoose: 'Get started',
  pricingIncludesPrevious: 'Everything in {{plan}}, plus:',
  pricingIncludes: 'Includes:',
  pricingArticles_one: '{{count}} article per month on Insights',
  pricingArticles_other: '{{count}} articles per month on Insights',
  pricingArticlesUnlimited: 'Unlimited articles on Insights',
  pricingTaskTypes: 'Task types',
  pricingFeatures: 'Features',
  planBasic: 'Basic',
  planStandard: 'Standard',
  planPremium: 'Premium',
  planEnterprise: 'Enterprise',
  planBasicText: 'Web3 and social tasks to grow a new community.',
  planStandardText: 'Quizzes, forms, in-game tasks and on-chain transactions for growing games.',
  planPremiumText: 'Mini games and bug hunting for established projects.',
  planEnterpriseText: 'Everything, plus API integration and a plan made with you.',
  featureTransactionTasks: 'Transaction tasks',
  featureOffchainStatistics: 'Off-chain statistics',
  featureMiniGame: 'Mini game',
  featureApiIntegration: 'API integration',
  pricingFaq: 'Questions about plans? Read the FAQ or contact sales.',
} as const;
