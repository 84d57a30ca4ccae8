import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTelegramCheck } from '@w2e/react/tasks/queries';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TaskTypeForm, TextField, type TypeFieldsProps, type Values } from './fields';

const CHECK_COLORS = { ready: 'teal', not_admin: 'yellow', not_in_chat: 'red', unavailable: 'gray' } as const;

/**
 * Telegram join: before saving, the host asks whether our bot is an admin of the chat (channels only show
 * members to admins); when it isn't, the answer says how to add it.
 */
function TelegramBotCheck({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const link = useWatch({ control, name: 'link' }) as string | undefined;
  const check = useTelegramCheck();
  const answer = check.data;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={!link?.trim()}
          loading={check.isPending}
          onClick={() => check.mutate(link?.trim() ?? '')}
        >
          {t('verification:telegramCheckButton')}
        </Button>
      </Group>
      {answer ? (
        <Alert color={CHECK_COLORS[answer.status]} data-testid="telegram-check" role="status">
          <Text size="sm">{answer.message}</Text>
          {answer.status === 'not_admin' || answer.status === 'not_in_chat' ? (
            <Text size="sm" mt={4}>
              {t('verification:telegramHowToAdd', {
                bot: answer.bot_username ? `@${answer.bot_username}` : '',
              })}
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

function TelegramJoinFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        register={register}
        name="link"
        label={t('eventEditor:telegramLink')}
        fieldError={fieldError}
      />
      <TelegramBotCheck control={control} />
    </>
  );
}

export const telegramJoin: TaskTypeForm = { Fields: TelegramJoinFields };
