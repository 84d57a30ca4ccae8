import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type Event, METRIC_RANKING_LABELS, stepSchemas } from '@w2e/core/contracts/events';
import type { EventCreationStore } from '@w2e/core/events/creation';
import { DISTRIBUTION_LABELS, DISTRIBUTION_MODES } from '@w2e/core/events/distribution';
import {
  METRIC_RANKINGS,
  rankByMetric,
  SCORE_BOARD_LABELS,
  SCORE_BOARDS,
} from '@w2e/core/events/leaderboard';
import { DEFAULT_ELIGIBILITY } from '@w2e/core/trust/score';
import { errorMap } from '@w2e/core/validation/error-map';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PayoutFields } from '../../../components/payout-fields';
import { useFieldError } from '../../../lib/form-errors';
import { numberOrUndefined } from './draft';
import { EligibilityFields } from './eligibility-fields';
import { nextFreeRank, RankPicker } from './rank-picker';
import { type OpenStepSave, saveTyped, useOpenStepSave, useSaveStep } from './save-step';

export interface SettingsStepProps {
  store: EventCreationStore;
  event: Event;
  onBack: () => void;
  onSaved: () => void;
  /** The last step's extra action (publish). */
  extra?: ReactNode;
  /** Where the step leaves the save of what was typed, for publishing or leaving the step. */
  openStep?: OpenStepSave;
}

function StepButtons({
  onBack,
  saving,
  label,
  extra,
}: {
  onBack: () => void;
  saving: boolean;
  label?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack}>
        {t('eventEditor:back')}
      </Button>
      <Group gap="sm">
        <Button type="submit" loading={saving}>
          {label ?? t('eventEditor:saveContinue')}
        </Button>
        {extra}
      </Group>
    </Group>
  );
}

const RemoveIcon = () => <span aria-hidden>×</span>;

/** Step 3: the score label and the in-game metrics the event ranks by. */
export function ScoreStep({ store, event, onBack, onSaved, openStep }: SettingsStepProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(stepSchemas.score, { error: errorMap }),
    defaultValues: { score_label: '', metrics: [], ...store.getState().draft.score },
  });
  const metrics = useFieldArray({ control, name: 'metrics' });
  // The board may rank by any metric named above (events/leaderboard.ts: `metric:<name>`).
  const metricOptions = [
    ...new Map(
      (useWatch({ control, name: 'metrics' }) ?? [])
        .map((item) => item?.metric?.trim() ?? '')
        .filter((name) => name !== '')
        .map((metric) => [rankByMetric(metric), t('leaderboards:rankByMetric', { metric })]),
    ),
  ].map(([value, label]) => ({ value, label }));
  const fieldError = useFieldError(errors);
  const saveStep = useSaveStep(store, event, 'score', ['score_label', 'metrics', 'rank_by'], setError);
  useOpenStepSave(
    openStep,
    isDirty,
    saveTyped(
      handleSubmit,
      () => reset(getValues()),
      (values) => saveStep(values, { quiet: true }),
    ),
  );

  return (
    <form
      noValidate
      aria-label={t('events:stepScore')}
      onSubmit={handleSubmit(async (values) => {
        if (!(await saveStep(values))) return;
        reset(getValues());
        onSaved();
      })}
    >
      <Stack gap="md">
        <TextInput
          label={t('eventEditor:scoreLabel')}
          description={t('eventEditor:scoreLabelHint')}
          error={fieldError('score_label')}
          {...register('score_label')}
        />
        <Controller
          control={control}
          name="rank_by"
          render={({ field }) => (
            <Select
              label={t('leaderboards:rankBy')}
              description={t('leaderboards:rankByHint')}
              allowDeselect={false}
              value={field.value ?? 'total'}
              onChange={(value) => field.onChange(value ?? 'total')}
              error={fieldError('rank_by')}
              data={[
                ...SCORE_BOARDS.map((column) => ({ value: column, label: t(SCORE_BOARD_LABELS[column]) })),
                ...metricOptions,
              ]}
            />
          )}
        />
        <Stack gap="xs">
          {metrics.fields.map((item, index) => (
            <Group key={item.id} align="flex-start" wrap="nowrap" data-testid="metric-row">
              <TextInput
                style={{ flex: 1 }}
                label={t('eventEditor:metricName')}
                required
                error={fieldError(`metrics.${index}.metric`)}
                {...register(`metrics.${index}.metric`)}
              />
              <Controller
                control={control}
                name={`metrics.${index}.ranking`}
                render={({ field }) => (
                  <Select
                    label={t('eventEditor:ranking')}
                    allowDeselect={false}
                    value={field.value ?? 'desc'}
                    onChange={(value) => field.onChange(value ?? 'desc')}
                    data={METRIC_RANKINGS.map((ranking) => ({
                      value: ranking,
                      label: t(METRIC_RANKING_LABELS[ranking]),
                    }))}
                  />
                )}
              />
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t('eventEditor:removeMetric')}
                onClick={() => metrics.remove(index)}
              >
                <RemoveIcon />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button variant="light" onClick={() => metrics.append({ metric: '', ranking: 'desc' })}>
              {t('eventEditor:addMetric')}
            </Button>
          </Group>
        </Stack>
        <StepButtons onBack={onBack} saving={isSubmitting} />
      </Stack>
    </form>
  );
}

/** Step 4: the leaderboard's reward tiers; at least one, each order once. */
export function LeaderboardStep({ store, event, onBack, onSaved, openStep }: SettingsStepProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(stepSchemas.leaderboard, { error: errorMap }),
    defaultValues: { leaderboards: [], ...store.getState().draft.leaderboard },
  });
  const rows = useFieldArray({ control, name: 'leaderboards' });
  const watched = useWatch({ control, name: 'leaderboards' });
  const fieldError = useFieldError(errors);
  const saveStep = useSaveStep(store, event, 'leaderboard', ['leaderboards'], setError);
  useOpenStepSave(
    openStep,
    isDirty,
    saveTyped(
      handleSubmit,
      () => reset(getValues()),
      (values) => saveStep(values, { quiet: true }),
    ),
  );
  const listError = fieldError('leaderboards');

  return (
    <form
      noValidate
      aria-label={t('events:stepLeaderboard')}
      onSubmit={handleSubmit(async (values) => {
        if (!(await saveStep(values))) return;
        reset(getValues());
        onSaved();
      })}
    >
      <Stack gap="md">
        {listError ? (
          <Alert color="red" role="alert">
            {listError}
          </Alert>
        ) : null}
        {rows.fields.map((item, index) => (
          <Card
            key={item.id}
            withBorder
            padding="sm"
            data-testid="leaderboard-row"
            component="fieldset"
            aria-label={t('tiers:tierTitle', { n: index + 1 })}
          >
            <Text fw={600} size="sm" mb="xs" aria-hidden>
              {t('tiers:tierTitle', { n: index + 1 })}
            </Text>
            <Controller
              control={control}
              name={`leaderboards.${index}.rank`}
              render={({ field }) => (
                <RankPicker
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldError(`leaderboards.${index}.rank`)}
                  tier={{
                    rank: watched?.[index]?.rank ?? '',
                    winners: watched?.[index]?.winners,
                    reward: watched?.[index]?.reward,
                  }}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
              <Controller
                control={control}
                name={`leaderboards.${index}.order`}
                render={({ field }) => (
                  <NumberInput
                    label={t('eventEditor:order')}
                    required
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(numberOrUndefined(value))}
                    onBlur={field.onBlur}
                    error={fieldError(`leaderboards.${index}.order`)}
                  />
                )}
              />
              <TextInput
                label={t('eventEditor:rankName')}
                error={fieldError(`leaderboards.${index}.name`)}
                {...register(`leaderboards.${index}.name`)}
              />
              <Controller
                control={control}
                name={`leaderboards.${index}.winners`}
                render={({ field }) => (
                  <NumberInput
                    label={t('eventEditor:winners')}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(numberOrUndefined(value))}
                    onBlur={field.onBlur}
                    error={fieldError(`leaderboards.${index}.winners`)}
                  />
                )}
              />
              <TextInput
                label={t('eventEditor:reward')}
                error={fieldError(`leaderboards.${index}.reward`)}
                {...register(`leaderboards.${index}.reward`)}
              />
              <Group align="flex-end">
                <Button variant="subtle" color="red" onClick={() => rows.remove(index)}>
                  {t('eventEditor:removeLeaderboard')}
                </Button>
              </Group>
            </SimpleGrid>
            <Controller
              control={control}
              name={`leaderboards.${index}.payout`}
              render={({ field }) => (
                <PayoutFields
                  value={field.value}
                  onChange={field.onChange}
                  errorOf={(part) =>
                    fieldError(`leaderboards.${index}.payout.${part}`) ??
                    (part === 'kind' ? fieldError(`leaderboards.${index}.payout`) : undefined)
                  }
                />
              )}
            />
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => {
              rows.append({
                order: rows.fields.length + 1,
                name: '',
                rank: nextFreeRank((watched ?? []).map((row) => row?.rank)),
                reward: '',
              });
              // A row just added is not wrong yet: it is checked when the step is saved.
              clearErrors(`leaderboards.${rows.fields.length}`);
            }}
          >
            {t('eventEditor:addLeaderboard')}
          </Button>
        </Group>
        <StepButtons onBack={onBack} saving={isSubmitting} />
      </Stack>
    </form>
  );
}

/** Step 5: the prize pool and how rewards are handed out. */
export function RewardStep({ store, event, onBack, onSaved, openStep, extra }: SettingsStepProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(stepSchemas.reward, { error: errorMap }),
    defaultValues: {
      prize_pool: '',
      reward_by_task: false,
      reward_by_leaderboard: true,
      distribution: 'order' as const,
      eligibility: { ...DEFAULT_ELIGIBILITY },
      ...store.getState().draft.reward,
    },
  });
  const fieldError = useFieldError(errors);
  const saveStep = useSaveStep(
    store,
    event,
    'reward',
    ['prize_pool', 'reward_by_task', 'reward_by_leaderboard', 'distribution', 'eligibility'],
    setError,
  );
  useOpenStepSave(
    openStep,
    isDirty,
    saveTyped(
      handleSubmit,
      () => reset(getValues()),
      (values) => saveStep(values, { quiet: true }),
    ),
  );

  return (
    <form
      noValidate
      aria-label={t('events:stepReward')}
      onSubmit={handleSubmit(async (values) => {
        if (!(await saveStep(values))) return;
        reset(getValues());
        onSaved();
      })}
    >
      <Stack gap="md">
        <TextInput
          label={t('eventEditor:prizePool')}
          error={fieldError('prize_pool')}
          {...register('prize_pool')}
        />
        <Controller
          control={control}
          name="reward_by_task"
          render={({ field }) => (
            <Switch
              label={t('eventEditor:rewardByTask')}
              checked={field.value ?? false}
              onChange={(change) => field.onChange(change.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="reward_by_leaderboard"
          render={({ field }) => (
            <Switch
              label={t('eventEditor:rewardByLeaderboard')}
              checked={field.value ?? true}
              onChange={(change) => field.onChange(change.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="distribution"
          render={({ field }) => (
            <Select
              label={t('eventEditor:distribution')}
              allowDeselect={false}
              value={field.value ?? 'order'}
              onChange={(value) => field.onChange(value ?? 'order')}
              data={DISTRIBUTION_MODES.map((mode) => ({ value: mode, label: t(DISTRIBUTION_LABELS[mode]) }))}
              error={fieldError('distribution')}
            />
          )}
        />
        <EligibilityFields control={control} />
        <StepButtons
          onBack={onBack}
          saving={isSubmitting}
          label={t('eventEditor:saveFinish')}
          extra={extra}
        />
      </Stack>
    </form>
  );
}
