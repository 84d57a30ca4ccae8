/**
 * Task types, task states and task configuration rules. Where spec section 5 or 8 gives the wording
 * ("Invitation Url invalid", "Twitter Username invalid", "Quiz pass needs …", "Cannot get quiz"), it is kept
 * exactly. Variables use i18next's {{name}} form.
 */
export const tasks = {
  typeDiscordJoin: 'Join Discord',
  typeTelegramJoin: 'Join Telegram',
  typeYoutubeSubscribe: 'Subscribe on YouTube',
  typeFacebookLikePage: 'Like Facebook page',
  typeTwitterFollow: 'Follow on Twitter',
  typeTwitterRetweet: 'Retweet',
  typeTwitterReply: 'Reply to a tweet',
  typeTwitterLike: 'Like a tweet',
  typeTwitterTweet: 'Post a tweet',
  typeQuiz: 'Quiz',
  typeForm: 'Form',
  typeVisitWebsite: 'Visit website',
  typeRegister: 'Register',
  typeInGame: 'In-game task',
  typeBugHunting: 'Bug hunting',
  typeHoldToken: 'Hold token',
  typeHoldNft: 'Hold NFT',

  recurringDaily: 'Daily',
  recurringWeekly: 'Weekly',
  compareInclude: 'Include',
  compareExact: 'Exact',

  statusLocked: 'Locked',
  statusNotStarted: 'Not started',
  statusFinished: 'Finished',
  statusWaitingRecurrence: 'Waiting for the next round',
  lockedMessage: 'Complete the required tasks first',
  finishedMessage: 'You have already completed this task',
  waitingRecurrenceMessage: 'You can do this task again in the next round',
  planNotAllowed: 'Your plan does not include this task type',

  invitationUrlInvalid: 'Invitation Url invalid',
  twitterUsernameInvalid: 'Twitter Username invalid',
  telegramLinkInvalid:
    'Use the public link of the group or channel (https://t.me/username), not an invitation link',
  tweetUrlInvalid: 'Use the link of a tweet (https://x.com/username/status/…)',
  youtubeUrlInvalid: 'Use the link of a YouTube channel',
  facebookUrlInvalid: 'Use the link of a Facebook page',
  networkUnsupported: 'This network is not supported',
  weiAmountInvalid: 'Enter the amount in wei as a whole number',
  choiceInvalid: 'Choose one of the listed options',
  hashtagInvalid: 'Hashtags may only contain letters, numbers and underscores',
  quizPassPercent: 'Quiz pass needs a configured minimum percent of correct answers',
  quizQuestionsRequired: 'A quiz needs at least one question',
  quizOptionsMin: 'A question must have at least {{min}} options',
  quizCorrectRequired: 'Mark at least one correct option',
  quizCorrectInvalid: 'A correct answer must be one of the options',
  formFieldsRequired: 'A form needs at least one field',
  taskIdDuplicate: 'Two tasks share the same id',
  dependencyUnknown: 'Dependent task {{task}} does not exist',
  dependencyCycle: 'Dependent tasks form a cycle: {{path}}',

  tweetTextMissing: 'The tweet does not contain the required text',
  tweetTextNotExact: 'The tweet must match the required text exactly',
  tweetHashtagMissing: 'The tweet is missing the hashtag #{{hashtag}}',
  tweetMentionsTooFew: 'Mention at least {{min}} people in the tweet',

  quizLoadFailed: 'Cannot get quiz',
} as const;
