import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  HOLD_NETWORK_KEYS,
  type HoldNetworkKey,
  NETWORK_KEYS,
  networkName,
  TON_NETWORK_KEY,
} from '@w2e/core/tasks/networks';
import { RECURRING_LABELS, RECURRING_TYPES } from '@w2e/core/tasks/recurrence';
import {
  COMPARE_MODE_LABELS,
  COMPARE_MODES,
  FORM_FIELD_KINDS,
  selfDeclarable,
  type TaskConfigInput,
  type TaskType,
  TRANSACTION_MATCHES,
  taskRegistry,
} from '@w2e/core/tasks/registry';
import { errorMap } from '@w2e/core/validation/error-map';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useAddTask, useTelegramCheck, useUpdateTask } from '@w2e/react/tasks/queries';
import {
  type Control,
  Controller,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
  useController,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../../components/image-input';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { numberOrUndefined, storedTask } from './draft';

type Values = FieldValues;
type FieldError = (name: string) => string | undefined;

const TWEET_RULES: readonly TaskType[] = ['twitter_reply', 'twitter_tweet'];

/** A new task of `type` with the fields a host fills in first already shaped (one question, one field). */
export function newTask(type: TaskType, weight: number): TaskConfigInput {
  const base = {
    id: crypto.randomUUID(),
    name: '',
    score: 10,
    weight,
    dependent_tasks: [],
    mandatory: false,
  };
  const own: Record<string, unknown> = {};
  if (type === 'quiz') {
    own.questions = [{ question: '', options: ['', ''], correct: [] }];
    own.pass_percent = 100;
  }
  if (type === 'form') own.fields = [{ label: '', kind: 'text', required: true }];
  if (TWEET_RULES.includes(type))
    Object.assign(own, { compare_mode: 'include', hashtags: [], min_mention: 0 });
  if (type === 'hold_token' || type === 'hold_nft' || type === 'transaction') own.network = 'eth';
  if (type === 'transaction') own.match = 'sent';
  return { ...base, ...own, type } as TaskConfigInput;
}

function NumberField({
  control,
  name,
  label,
  fieldError,
  required,
  description,
}: {
  control: Control<Values>;
  name: string;
  label: string;
  fieldError: FieldError;
  required?: boolean;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          required={required}
          allowDecimal={false}
          value={(field.value as number | undefined) ?? ''}
          onChange={(value) => field.onChange(numberOrUndefined(value))}
          onBlur={field.onBlur}
          error={fieldError(name)}
        />
      )}
    />
  );
}

function Text1({
  register,
  name,
  label,
  fieldError,
  required = true,
}: {
  register: UseFormRegister<Values>;
  name: string;
  label: string;
  fieldError: FieldError;
  required?: boolean;
}) {
  return <TextInput label={label} required={required} error={fieldError(name)} {...register(name)} />;
}

/** One quiz question: its options, each with a "correct" box. Removing an option keeps the marks on the rest. */
function QuestionEditor({
  control,
  register,
  index,
  fieldError,
  onRemove,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  index: number;
  fieldError: FieldError;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const base = `questions.${index}`;
  const options = useController({ control, name: `${base}.options` });
  const correct = useController({ control, name: `${base}.correct` });
  const list = (options.field.value as string[] | undefined) ?? [];
  const marks = (correct.field.value as number[] | undefined) ?? [];
  return (
    <Card withBorder padding="sm" data-testid="quiz-question">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('eventEditor:question', { number: index + 1 })}
          </Text>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            {t('eventEditor:removeQuestion')}
          </Button>
        </Group>
        <TextInput
          aria-label={t('eventEditor:question', { number: index + 1 })}
          required
          error={fieldError(`${base}.question`)}
          {...register(`${base}.question`)}
        />
        {list.map((option, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place and have no identity but their place
          <Group key={at} wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('eventEditor:option', { number: at + 1 })}
              placeholder={t('eventEditor:option', { number: at + 1 })}
              value={option}
              error={fieldError(`${base}.options.${at}`)}
              onChange={(change) => {
                const next = [...list];
                next[at] = change.currentTarget.value;
                options.field.onChange(next);
              }}
            />
            <Checkbox
              mt={8}
              label={t('eventEditor:correct')}
              aria-label={`${t('eventEditor:option', { number: at + 1 })}: ${t('eventEditor:correct')}`}
              checked={marks.includes(at)}
              onChange={(change) =>
                correct.field.onChange(
                  change.currentTarget.checked ? [...marks, at].sort() : marks.filter((mark) => mark !== at),
                )
              }
            />
            <ActionIcon
              mt={4}
              variant="subtle"
              color="red"
              aria-label={t('eventEditor:removeOption')}
              onClick={() => {
                options.field.onChange(list.filter((_, i) => i !== at));
                correct.field.onChange(
                  marks.filter((mark) => mark !== at).map((mark) => (mark > at ? mark - 1 : mark)),
                );
              }}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        ))}
        {fieldError(`${base}.options`) ? (
          <Text c="red" size="xs">
            {fieldError(`${base}.options`)}
          </Text>
        ) : null}
        {fieldError(`${base}.correct`) ? (
          <Text c="red" size="xs">
            {fieldError(`${base}.correct`)}
          </Text>
        ) : null}
        <Group>
          <Button size="xs" variant="light" onClick={() => options.field.onChange([...list, ''])}>
            {t('eventEditor:addOption')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function QuizFields({
  control,
  register,
  fieldError,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  fieldError: FieldError;
}) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control, name: 'questions' });
  return (
    <Stack gap="sm">
      <Input.Label>{t('eventEditor:questions')}</Input.Label>
      {questions.fields.map((item, index) => (
        <QuestionEditor
          key={item.id}
          control={control}
          register={register}
          index={index}
          fieldError={fieldError}
          onRemove={() => questions.remove(index)}
        />
      ))}
      {fieldError('questions') ? (
        <Text c="red" size="xs">
          {fieldError('questions')}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => questions.append({ question: '', options: ['', ''], correct: [] })}
        >
          {t('eventEditor:addQuestion')}
        </Button>
      </Group>
      <NumberField
        control={control}
        name="pass_percent"
        label={t('eventEditor:passPercent')}
        fieldError={fieldError}
        required
      />
    </Stack>
  );
}

function FormFields({
  control,
  register,
  fieldError,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  fieldError: FieldError;
}) {
  const { t } = useTranslation();
  const fields = useFieldArray({ control, name: 'fields', keyName: 'key' });
  return (
    <Stack gap="sm">
      <Input.Label>{t('eventEditor:formFields')}</Input.Label>
      {fields.fields.map((item, index) => (
        <Group key={item.key} align="flex-start" wrap="nowrap" data-testid="form-field-row">
          <TextInput
            style={{ flex: 1 }}
            label={t('eventEditor:fieldLabel')}
            required
            error={fieldError(`fields.${index}.label`)}
            {...register(`fields.${index}.label`)}
          />
          <Controller
            control={control}
            name={`fields.${index}.kind`}
            render={({ field }) => (
              <Select
                label={t('eventEditor:fieldKind')}
                allowDeselect={false}
                value={(field.value as string | undefined) ?? 'text'}
                onChange={(value) => field.onChange(value ?? 'text')}
                data={FORM_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`eventEditor:kind_${kind}`) }))}
              />
            )}
          />
          <Controller
            control={control}
            name={`fields.${index}.required`}
            render={({ field }) => (
              <Checkbox
                mt={32}
                label={t('eventEditor:fieldRequired')}
                checked={(field.value as boolean | undefined) ?? true}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
              />
            )}
          />
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            aria-label={t('eventEditor:removeField')}
            onClick={() => fields.remove(index)}
          >
            <span aria-hidden>×</span>
          </ActionIcon>
        </Group>
      ))}
      {fieldError('fields') ? (
        <Text c="red" size="xs">
          {fieldError('fields')}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => fields.append({ label: '', kind: 'text', required: true })}
        >
          {t('eventEditor:addField')}
        </Button>
      </Group>
    </Stack>
  );
}

function TweetRules({
  control,
  register,
  fieldError,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  fieldError: FieldError;
}) {
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

/**
 * The networks of spec section 3 (and TON for hold tasks); one this server has no RPC address (or, for TON, no
 * TON API address) for can't be checked, so it can't be picked, and says why (GET /api/config
 * `verify_networks`).
 */
function NetworkField({
  control,
  fieldError,
  keys,
}: {
  control: Control<Values>;
  fieldError: FieldError;
  keys: readonly HoldNetworkKey[];
}) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const usable = (key: HoldNetworkKey) => !config || config.verify_networks.includes(key);
  const unusable = (key: HoldNetworkKey) =>
    t(key === TON_NETWORK_KEY ? 'verification:networkNoTonApi' : 'verification:networkNoRpc', {
      network: networkName(key),
    });
  return (
    <Controller
      control={control}
      name="network"
      render={({ field }) => (
        <Select
          label={t('eventEditor:network')}
          required
          allowDeselect={false}
          value={(field.value as string | undefined) ?? 'eth'}
          onChange={(value) => field.onChange(value ?? 'eth')}
          error={fieldError('network')}
          data={keys.map((key) => ({
            value: key,
            label: usable(key) ? networkName(key) : unusable(key),
            disabled: !usable(key),
          }))}
        />
      )}
    />
  );
}

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

function TransactionFields({
  control,
  register,
  fieldError,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  fieldError: FieldError;
}) {
  const { t } = useTranslation();
  const match = useWatch({ control, name: 'match' }) as string | undefined;
  return (
    <>
      <NetworkField control={control} fieldError={fieldError} keys={NETWORK_KEYS} />
      <Text1
        register={register}
        name="contract_address"
        label={t('verification:contractLabel')}
        fieldError={fieldError}
      />
      <Controller
        control={control}
        name="match"
        render={({ field }) => (
          <Select
            label={t('verification:transactionMatchLabel')}
            allowDeselect={false}
            value={(field.value as string | undefined) ?? 'sent'}
            onChange={(value) => field.onChange(value ?? 'sent')}
            data={TRANSACTION_MATCHES.map((value) => ({
              value,
              label: t(
                value === 'sent' ? 'verification:transactionMatchSent' : 'verification:transactionMatchEvent',
              ),
            }))}
          />
        )}
      />
      {match === 'event' ? (
        <Text1
          register={register}
          name="event_signature"
          label={t('verification:transactionEventLabel')}
          fieldError={fieldError}
        />
      ) : null}
    </>
  );
}

/** The fields only `type` has. */
function OwnFields({
  type,
  control,
  register,
  fieldError,
}: {
  type: TaskType;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  fieldError: FieldError;
}) {
  const { t } = useTranslation();
  const text = (name: string, label: string) => (
    <Text1 register={register} name={name} label={label} fieldError={fieldError} />
  );
  // Hold tasks on TON name a jetton master or an NFT collection, and count a jetton's own smallest unit.
  const ton = useWatch({ control, name: 'network' }) === TON_NETWORK_KEY;
  switch (type) {
    case 'discord_join':
      return text('invite_url', t('eventEditor:inviteUrl'));
    case 'telegram_join':
      return (
        <>
          {text('link', t('eventEditor:telegramLink'))}
          <TelegramBotCheck control={control} />
        </>
      );
    case 'youtube_subscribe':
      return text('channel_url', t('eventEditor:channelUrl'));
    case 'facebook_like_page':
      return text('page_url', t('eventEditor:pageUrl'));
    case 'twitter_follow':
      return text('username', t('eventEditor:twitterUsername'));
    case 'twitter_retweet':
    case 'twitter_like':
      return text('tweet_url', t('eventEditor:tweetUrl'));
    case 'twitter_reply':
      return (
        <>
          {text('tweet_url', t('eventEditor:tweetUrl'))}
          <TweetRules control={control} register={register} fieldError={fieldError} />
        </>
      );
    case 'twitter_tweet':
      return <TweetRules control={control} register={register} fieldError={fieldError} />;
    case 'quiz':
      return <QuizFields control={control} register={register} fieldError={fieldError} />;
    case 'form':
      return <FormFields control={control} register={register} fieldError={fieldError} />;
    case 'visit_website':
      return text('url', t('eventEditor:visitUrl'));
    case 'in_game':
      return (
        <>
          {text('game_id', t('eventEditor:gameId'))}
          {text('metric', t('eventEditor:metric'))}
          <NumberField
            control={control}
            name="target"
            label={t('eventEditor:target')}
            fieldError={fieldError}
            required
          />
        </>
      );
    case 'hold_token':
      return (
        <>
          <NetworkField control={control} fieldError={fieldError} keys={HOLD_NETWORK_KEYS} />
          {text(
            'contract_address',
            t(ton ? 'eventEditor:jettonMasterAddress' : 'eventEditor:contractAddress'),
          )}
          {text('token_label', t('eventEditor:tokenLabel'))}
          {text(
            'amount_threshold',
            t(ton ? 'eventEditor:amountThresholdUnits' : 'eventEditor:amountThreshold'),
          )}
        </>
      );
    case 'hold_nft':
      return (
        <>
          <NetworkField control={control} fieldError={fieldError} keys={HOLD_NETWORK_KEYS} />
          {text('nft_address', t(ton ? 'eventEditor:nftCollectionAddress' : 'eventEditor:nftAddress'))}
          <NumberField
            control={control}
            name="required_amount"
            label={t('eventEditor:requiredAmount')}
            fieldError={fieldError}
            required
          />
        </>
      );
    case 'transaction':
      return <TransactionFields control={control} register={register} fieldError={fieldError} />;
    case 'mini_game':
      return (
        <NumberField
          control={control}
          name="min_points"
          label={t('eventEditor:minPoints')}
          fieldError={fieldError}
          required
        />
      );
    case 'register':
    case 'bug_hunting':
      return (
        <Text size="sm" c="dimmed">
          {t('eventEditor:noConfig')}
        </Text>
      );
  }
}

export interface TaskFormProps {
  eventId: string;
  /** The task being edited, or a new one from `newTask`. */
  task: TaskConfigInput;
  isNew: boolean;
  /** The event's other tasks, for the dependent tasks. */
  others: { id: string; name: string }[];
  onSaved: (config: TaskConfigInput) => void;
  onClose: () => void;
}

/**
 * Adds or edits one task: the common fields of spec section 3 and the type's own, checked with the type's
 * schema from core's registry. POST /api/events/{id}/tasks or PATCH /api/tasks/{id}; a refusal (a plan that
 * does not include the type, a score players already earned) shows the server's message.
 */
export function TaskForm({ eventId, task, isNew, others, onSaved, onClose }: TaskFormProps) {
  const { t } = useTranslation();
  const type = task.type;
  const addTask = useAddTask(eventId);
  const updateTask = useUpdateTask();
  const { data: config } = usePublicConfig();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(taskRegistry[type].schema as never, {
      error: errorMap,
    }) as unknown as Resolver<Values>,
    defaultValues: { description: '', prize: '', group_name: '', banner: '', ...task } as Values,
  });
  const fieldError = useFieldError(errors) as FieldError;

  const save = handleSubmit(async (values) => {
    const body = values as TaskConfigInput;
    try {
      const result = isNew
        ? await addTask.mutateAsync(body)
        : await updateTask.mutateAsync({ id: task.id, body });
      toast.success(result.message);
      onSaved(storedTask(result.task.config));
    } catch (error) {
      applyServerFieldErrors(error, setError, () => true);
    }
  });

  const typeName = t(taskRegistry[type].labelKey);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isNew ? 'eventEditor:newTask' : 'eventEditor:editTaskTitle', { type: typeName })}
    >
      <form onSubmit={save} noValidate aria-label={typeName}>
        <Stack gap="sm">
          <Text1 register={register} name="name" label={t('eventEditor:taskName')} fieldError={fieldError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              control={control}
              name="score"
              label={t('eventEditor:taskScoreField')}
              fieldError={fieldError}
              required
            />
            <Text1
              register={register}
              name="prize"
              label={t('eventEditor:prize')}
              fieldError={fieldError}
              required={false}
            />
          </SimpleGrid>
          <Textarea
            label={t('eventEditor:taskDescription')}
            autosize
            minRows={2}
            error={fieldError('description')}
            {...register('description')}
          />
          <OwnFields type={type} control={control} register={register} fieldError={fieldError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              control={control}
              name="weight"
              label={t('eventEditor:weight')}
              description={t('eventEditor:weightHint')}
              fieldError={fieldError}
            />
            <Text1
              register={register}
              name="group_name"
              label={t('eventEditor:groupName')}
              fieldError={fieldError}
              required={false}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="dependent_tasks"
            render={({ field }) => (
              <MultiSelect
                label={t('eventEditor:dependentTasks')}
                description={t('eventEditor:dependentTasksHint')}
                data={others.map((other) => ({ value: other.id, label: other.name }))}
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                error={fieldError('dependent_tasks')}
                searchable
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="recurring_type"
              render={({ field }) => (
                <Select
                  label={t('eventEditor:recurringType')}
                  value={(field.value as string | undefined) ?? 'none'}
                  onChange={(value) => field.onChange(value === 'none' || !value ? undefined : value)}
                  allowDeselect={false}
                  data={[
                    { value: 'none', label: t('eventEditor:recurringNone') },
                    ...RECURRING_TYPES.map((kind) => ({ value: kind, label: t(RECURRING_LABELS[kind]) })),
                  ]}
                />
              )}
            />
            <NumberField
              control={control}
              name="turn_limit"
              label={t('eventEditor:turnLimit')}
              fieldError={fieldError}
            />
          </SimpleGrid>
          <NumberField
            control={control}
            name="spins"
            label={t('wheel:taskSpins')}
            description={t('wheel:taskSpinsHint')}
            fieldError={fieldError}
          />
          <Controller
            control={control}
            name="mandatory"
            render={({ field }) => (
              <Switch
                label={t('eventEditor:mandatory')}
                checked={(field.value as boolean | undefined) ?? false}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={control}
            name="premium"
            render={({ field }) => (
              <Switch
                label={t('verification:premiumTaskSwitch')}
                description={
                  config && config.platform_token === null
                    ? `${t('verification:premiumTaskSwitchHint')} ${t('verification:premiumSwitchOff')}`
                    : t('verification:premiumTaskSwitchHint')
                }
                checked={(field.value as boolean | undefined) ?? false}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
                data-testid="task-premium"
              />
            )}
          />
          {selfDeclarable(type) ? (
            <Controller
              control={control}
              name="self_declared_score"
              render={({ field }) => (
                <Switch
                  label={t('verification:selfDeclaredScore')}
                  description={t('verification:selfDeclaredScoreHint')}
                  checked={(field.value as boolean | undefined) ?? true}
                  onChange={(change) => field.onChange(change.currentTarget.checked)}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="banner"
            render={({ field }) => (
              <ImageInput
                label={t('eventEditor:taskBanner')}
                kind="banner"
                value={(field.value as string | undefined) || null}
                onChange={(url) => field.onChange(url ?? '')}
                error={fieldError('banner')}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('eventEditor:cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('eventEditor:saveTask')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
