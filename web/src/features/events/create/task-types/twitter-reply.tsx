import { useTranslation } from 'react-i18next';
import { type TaskTypeForm, TextField, type TypeFieldsProps } from './fields';
import { TweetRules, tweetRulesDefaults } from './twitter-tweet';

function TwitterReplyFields(props: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        register={props.register}
        name="tweet_url"
        label={t('eventEditor:tweetUrl')}
        fieldError={props.fieldError}
      />
      <TweetRules {...props} />
    </>
  );
}

export const twitterReply: TaskTypeForm = { Fields: TwitterReplyFields, defaults: tweetRulesDefaults };
