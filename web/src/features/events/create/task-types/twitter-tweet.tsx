import { Select, TagsInput, Textarea } from '@mantine/core';
import { COMPARE_MODE_LABELS, COMPARE_MODES } from '@w2e/core/tasks/registry';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, type TaskTypeForm, type TypeFieldsProps } from './fields';

/** What the rules of a new tweet (or reply) start as: the text must include what the host lists. */
export const tweetRulesDefaults = () => ({ compare_mode: 'include', hashtags: [], min_mention: 0 });

/** The rules a tweet must meet; a reply (twitter_reply) meets the same. */
export function TweetRules({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={control}
        name="compare_mode"
        render={({ field }) => (
          <Select
            label={t('eventEditor:compareMode')}
            allowDeselect={false}
            value={(field.value as string | undefined) ?? 'include'}
            onChange={(value) => field.onChange(value ?? 'include')}
            data={COMPARE_MODES.map((mode) => ({ value: mode, label: t(COMPARE_MODE_LABELS[mode]) }))}
          />
        )}
      />
      <Controller
        control={control}
        name="hashtags"
        render={({ field }) => (
          <TagsInput
            label={t('eventEditor:hashtags')}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            error={fieldError('hashtags')}
          />
        )}
      />
      <Textarea
        label={t('eventEditor:tweetText')}
        autosize
        minRows={2}
        error={fieldError('tweet_text')}
        {...register('tweet_text')}
      />
      <NumberField
        control={control}
        name="min_mention"
        label={t('eventEditor:minMention')}
        fieldError={fieldError}
      />
    </>
  );
}

export const twitterTweet: TaskTypeForm = { Fields: TweetRules, defaults: tweetRulesDefaults };
