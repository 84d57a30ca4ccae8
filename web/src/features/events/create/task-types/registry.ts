import type { TaskType } from '@w2e/core/tasks/registry';
import { customApi } from './custom-api';
import { noOwnFields, oneTextField, type TaskTypeForm } from './fields';
import { form } from './form';
import { holdNft } from './hold-nft';
import { holdToken } from './hold-token';
import { inGame } from './in-game';
import { miniGame } from './mini-game';
import { quiz } from './quiz';
import { telegramJoin } from './telegram-join';
import { transaction } from './transaction';
import { twitterReply } from './twitter-reply';
import { twitterTweet } from './twitter-tweet';

/**
 * Each task type's own fields in the event editor. A new type in core's registry is one file here and one
 * line below; typecheck fails until the line is there.
 */
export const taskTypeForms: Record<TaskType, TaskTypeForm> = {
  discord_join: oneTextField('invite_url', 'eventEditor:inviteUrl'),
  telegram_join: telegramJoin,
  youtube_subscribe: oneTextField('channel_url', 'eventEditor:channelUrl'),
  facebook_like_page: oneTextField('page_url', 'eventEditor:pageUrl'),
  twitter_follow: oneTextField('username', 'eventEditor:twitterUsername'),
  twitter_retweet: oneTextField('tweet_url', 'eventEditor:tweetUrl'),
  twitter_reply: twitterReply,
  twitter_like: oneTextField('tweet_url', 'eventEditor:tweetUrl'),
  twitter_tweet: twitterTweet,
  quiz,
  form,
  visit_website: oneTextField('url', 'eventEditor:visitUrl'),
  register: noOwnFields,
  in_game: inGame,
  bug_hunting: noOwnFields,
  hold_token: holdToken,
  hold_nft: holdNft,
  transaction,
  mini_game: miniGame,
  custom_api: customApi,
};
