/**
 * The legal pages' text: terms and conditions, terms of service, privacy policy and referral terms. Kept
 * apart from `pages` because it is long and changes on its own schedule (with the "last updated" date).
 */
export const legal = {
  updatedOn: '1 November 2026',

  termsIntro:
    'These conditions apply whenever you take part in an event, complete a task or receive a reward on the platform. By joining an event you accept them.',
  terms1Title: '1. Eligibility',
  terms1Text:
    'You must be old enough to use crypto services where you live and must not be barred from receiving rewards by the law of your country. One person may hold one account.',
  terms2Title: '2. Events and tasks',
  terms2Text:
    'Each event states its tasks, scores, leaderboard and rewards before you start. The event owner, not the platform, decides these and is responsible for delivering the rewards it promises.',
  terms3Title: '3. Verification',
  terms3Text:
    'Tasks are checked automatically, graded from your submission or reviewed by the event owner. A task counts only once it is verified. We may re-check a task later and remove the score of one that no longer holds (for example a follow that was undone).',
  terms4Title: '4. Scores and ranking',
  terms4Text:
    'Your total score is the sum of your in-game, social and other scores. Ranks are unique: when two players have the same total, the one who reached it first ranks higher.',
  terms5Title: '5. Rewards',
  terms5Text:
    'Rewards go to the positions the event names when it ends. Token rewards are sent to the wallet linked to your account; keep it up to date. Unclaimed rewards may expire after the period the event states.',
  terms6Title: '6. Fair play',
  terms6Text:
    'Multiple accounts, bots, scripts, bought engagement and exploiting bugs instead of reporting them are not allowed. We may remove scores, rewards or accounts obtained this way.',
  terms7Title: '7. Changes',
  terms7Text:
    'We may update these conditions. The date at the top shows the latest version; events already running keep the conditions they started with.',

  tosIntro:
    'These terms govern your use of the platform — the web portal, the Telegram Mini App and our bots. Please read them with the privacy policy.',
  tos1Title: '1. Your account',
  tos1Text:
    'Keep your sign-in methods safe: you are responsible for what happens in your account. Tell us at once if you think someone else has used it.',
  tos2Title: '2. Acceptable use',
  tos2Text:
    'Do not break the law, harm other users, spread malware or scams, or try to get around our limits and checks. Do not publish content you have no right to publish.',
  tos3Title: '3. Plans and payment',
  tos3Text:
    'Projects pay for a plan monthly. A plan unlocks the task types and the number of articles shown on the pricing page. Prices may change with 30 days’ notice; the plan you paid for runs to the end of its month.',
  tos4Title: '4. Content',
  tos4Text:
    'You keep the rights to what you publish and allow us to show it on the platform. We may remove content or links that break these terms or our link policy.',
  tos5Title: '5. Third-party services',
  tos5Text:
    'Wallets, blockchains, games, Telegram, X, Discord and other services are run by others. We are not responsible for their availability, fees or the value of tokens.',
  tos6Title: '6. Liability',
  tos6Text:
    'The platform is provided as it is. To the extent the law allows, we are not liable for indirect losses or for losses caused by wallets, networks or third parties.',
  tos7Title: '7. Ending your use',
  tos7Text:
    'You may stop using the platform at any time. We may suspend accounts that break these terms; where we can, we tell you why.',

  privacyIntro:
    'We keep only the data the service needs and never sell it. This policy explains what we collect and what you can do about it.',
  privacy1Title: '1. What we collect',
  privacy1Text:
    'Account data (username, name, email, the wallet address and sign-in methods you link), the game accounts you add, your task submissions and scores, messages you send us, and technical data such as your IP address for security.',
  privacy2Title: '2. Why we use it',
  privacy2Text:
    'To run your account, verify tasks, rank leaderboards and deliver rewards; to keep the service secure (rate limits, fraud checks); and to answer your messages.',
  privacy3Title: '3. Who sees it',
  privacy3Text:
    'Other users see your display name and scores on leaderboards. Event owners see the submissions to their events. We share data with service providers (hosting, email) only to run the service.',
  privacy4Title: '4. How long we keep it',
  privacy4Text:
    'As long as your account exists. Security logs and rate-limit counters expire on their own; contact messages are kept for up to two years.',
  privacy5Title: '5. Your rights',
  privacy5Text:
    'You can see and correct your profile at any time, and ask us through the contact page for a copy of your data or for your account to be deleted.',
  privacy6Title: '6. Cookies and storage',
  privacy6Text:
    'We store your sign-in token and language in your browser. Page views are counted to improve the service; no advertising trackers are used.',

  referralIntro:
    'Invite friends with your referral code and both of you benefit. These terms explain how referrals count.',
  referral1Title: '1. Your code',
  referral1Text:
    'Every account has a referral code, shown on your profile with a ready-made sign-up link. You may change your code once it is free.',
  referral2Title: '2. Who counts',
  referral2Text:
    'A referral counts when a new person signs up with your code (or link) and then completes at least one verified task. A person can be referred only once, and you cannot refer yourself.',
  referral3Title: '3. Rewards',
  referral3Text:
    'Events and the community monitoring service may reward referrals; each states its own reward. Rewards are paid for referrals that stay active, not for sign-ups alone.',
  referral4Title: '4. Not allowed',
  referral4Text:
    'Creating accounts to refer yourself, paying people to sign up without playing, or spamming your link. We may cancel referrals and rewards obtained this way.',
  referral5Title: '5. Changes',
  referral5Text:
    'We may change these terms; referrals made before a change keep the terms they were made under.',
} as const;
