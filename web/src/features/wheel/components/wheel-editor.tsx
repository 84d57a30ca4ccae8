import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PayoutInput } from '@w2e/core/contracts/prizes';
import {
  type CreateWheelBody,
  createWheelBodySchema,
  WHEEL_MAX_SEGMENTS,
  WHEEL_PRIZE_KINDS,
  type Wheel,
  type WheelPrizeKind,
  type WheelSegmentInput,
  wheelOdds,
} from '@w2e/core/contracts/wheel';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { SCORE_COLUMNS, type ScoreColumn } from '@w2e/core/tasks/registry';
import { errorMap } from '@w2e/core/validation/error-map';
import { useCreateWheel, useReplaceWheelSegments } from '@w2e/react/wheel/queries';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../../components/image-input';
import { PayoutFields } from '../../../components/payout-fields';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/** The API's own rules (core's contract): the form refuses what the server would, with the same messages. */
const formSchema = createWheelBodySchema.pick({ name: true, segments: true });
type FormInput = Omit<CreateWheelBody, 'event_id'>;

const PRIZE_LABELS: Record<WheelPrizeKind, TranslationKey> = {
  score: 'wheel:prizeKindScore',
  spins: 'wheel:prizeKindSpins',
  badge: 'wheel:prizeKindBadge',
  manual: 'wheel:prizeKindManual',
};
const COLUMN_LABELS: Record<ScoreColumn, TranslationKey> = {
  in_game: 'events:columnInGameScore',
  social: 'events:columnSocialScore',
  other: 'events:columnOtherScore',
};

const blankSegment = (): WheelSegmentInput => ({
  label: '',
  image: '',
  prize_kind: 'manual',
  amount: 1,
  weight: 1,
  stock: null,
});

/** The saved segments as the form edits them: `stock` is what is left, so saving keeps it. */
function valuesOf(wheel: Wheel | null): FormInput {
  if (!wheel) return { name: '', segments: [blankSegment(), blankSegment()] };
  return {
    name: wheel.name,
    segments: wheel.segments.map((segment) => ({
      label: segment.label,
      image: segment.image ?? '',
      prize_kind: segment.prize_kind,
      amount: segment.amount,
      ...(segment.score_column ? { score_column: segment.score_column } : {}),
      // Saved by this server, so its network is one of the keys the form offers.
      ...(segment.payout ? { payout: segment.payout as PayoutInput } : {}),
      weight: segment.weight,
      stock: segment.stock,
    })),
  };
}

/**
 * Only what each prize uses: a badge or a manual prize has no amount, only a score prize a column, only a
 * manual prize a payout.
 */
function payloadOf(segments: readonly WheelSegmentInput[]): WheelSegmentInput[] {
  return segments.map(({ amount, score_column, image, payout, ...segment }) => ({
    ...segment,
    ...(image ? { image } : {}),
    ...(segment.prize_kind === 'score' || segment.prize_kind === 'spins' ? { amount } : {}),
    ...(segment.prize_kind === 'score' ? { score_column } : {}),
    ...(segment.prize_kind === 'manual' && payout ? { payout } : {}),
  }));
}

/** The next spin's odds, as the server will compute them: sold-out and not-yet-valid weights count 0. */
function previewOdds(segments: FormInput['segments'] | undefined): number[] {
  return wheelOdds(
    (segments ?? []).map((segment) =>
      segment.stock === 0 || typeof segment.weight !== 'number' || !Number.isInteger(segment.weight)
        ? 0
        : Math.max(segment.weight, 0),
    ),
  );
}

const numberOr = <T,>(value: string | number, empty: T) => (typeof value === 'number' ? value : empty);

export interface WheelEditorProps {
  /** The saved wheel; null creates it (POST /api/wheels), else its segments are replaced (PUT). */
  wheel: Wheel | null;
  /** The event whose wheel this is; null for the platform wheel, which has no score prizes. */
  eventId: string | null;
}

/**
 * The segments of a wheel (docs/wheel.md): add, remove and reorder them, each with its prize, weight and optional
 * stock, and the odds of the next spin beside each as they are typed. Checked with core's contract before it
 * is sent; the server's refusals go under their fields (the client has toasted the message).
 */
export function WheelEditor({ wheel, eventId }: WheelEditorProps) {
  const { t } = useTranslation();
  const create = useCreateWheel();
  const replace = useReplaceWheelSegments(wheel?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema, { error: errorMap }),
    defaultValues: valuesOf(wheel),
  });
  const rows = useFieldArray({ control, name: 'segments' });
  const segments = useWatch({ control, name: 'segments' });
  const fieldError = useFieldError(errors);
  const odds = previewOdds(segments);
  const kinds = WHEEL_PRIZE_KINDS.filter((kind) => eventId !== null || kind !== 'score');
  const listError = fieldError('segments');

  const save = handleSubmit(async (values) => {
    try {
      const saved = wheel
        ? await replace.mutateAsync({ segments: payloadOf(values.segments) })
        : await create.mutateAsync({
            name: values.name,
            ...(eventId ? { event_id: eventId } : {}),
            segments: payloadOf(values.segments),
          });
      toast.success(t(wheel ? 'wheel:segmentsSaved' : 'wheel:created'));
      reset(valuesOf(saved));
    } catch (error) {
      applyServerFieldErrors(error, setError, (path) => path === 'name' || path.startsWith('segments'));
    }
  });

  return (
    <form noValidate aria-label={t('wheel:configTitle')} onSubmit={save}>
      <Stack gap="md">
        {wheel ? (
          <Title order={2} fz="h3">
            {wheel.name}
          </Title>
        ) : (
          <>
            <Alert color="blue">{t('wheel:noWheelYet')}</Alert>
            <TextInput
              label={t('wheel:wheelName')}
              required
              maxLength={100}
              error={fieldError('name')}
              {...register('name')}
            />
          </>
        )}
        {listError ? (
          <Alert color="red" role="alert" data-testid="segments-error">
            {listError}
          </Alert>
        ) : null}
        {rows.fields.map((item, index) => {
          const n = index + 1;
          const kind = segments?.[index]?.prize_kind;
          return (
            <Card key={item.id} withBorder padding="sm" data-testid="wheel-segment-row">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Group gap="xs">
                    <Text fw={600}>{t('wheel:segmentN', { n })}</Text>
                    <Badge variant="light" data-testid="segment-odds">
                      {t('wheel:oddsOf', { odds: odds[index] ?? 0 })}
                    </Badge>
                  </Group>
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('wheel:moveUp', { n })}
                      disabled={index === 0}
                      onClick={() => rows.move(index, index - 1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('wheel:moveDown', { n })}
                      disabled={index === rows.fields.length - 1}
                      onClick={() => rows.move(index, index + 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('wheel:removeSegment', { n })}
                      onClick={() => rows.remove(index)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  <TextInput
                    label={t('wheel:segmentLabel')}
                    required
                    maxLength={60}
                    error={fieldError(`segments.${index}.label`)}
                    {...register(`segments.${index}.label`)}
                  />
                  <Controller
                    control={control}
                    name={`segments.${index}.prize_kind`}
                    render={({ field }) => (
                      <Select
                        label={t('wheel:prize')}
                        required
                        allowDeselect={false}
                        data={kinds.map((value) => ({ value, label: t(PRIZE_LABELS[value]) }))}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? 'manual')}
                        onBlur={field.onBlur}
                        error={fieldError(`segments.${index}.prize_kind`)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`segments.${index}.weight`}
                    render={({ field }) => (
                      <NumberInput
                        label={t('wheel:weight')}
                        description={t('wheel:weightHint')}
                        required
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(numberOr(value, undefined))}
                        onBlur={field.onBlur}
                        error={fieldError(`segments.${index}.weight`)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`segments.${index}.stock`}
                    render={({ field }) => (
                      <NumberInput
                        label={t('wheel:stock')}
                        description={t('wheel:stockHint')}
                        allowDecimal={false}
                        min={0}
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(numberOr(value, null))}
                        onBlur={field.onBlur}
                        error={fieldError(`segments.${index}.stock`)}
                      />
                    )}
                  />
                  {kind === 'score' || kind === 'spins' ? (
                    <Controller
                      control={control}
                      name={`segments.${index}.amount`}
                      render={({ field }) => (
                        <NumberInput
                          label={t(kind === 'score' ? 'wheel:amountScore' : 'wheel:amountSpins')}
                          required
                          allowDecimal={false}
                          value={field.value ?? ''}
                          onChange={(value) => field.onChange(numberOr(value, undefined))}
                          onBlur={field.onBlur}
                          error={fieldError(`segments.${index}.amount`)}
                        />
                      )}
                    />
                  ) : null}
                  {kind === 'score' ? (
                    <Controller
                      control={control}
                      name={`segments.${index}.score_column`}
                      render={({ field }) => (
                        <Select
                          label={t('wheel:scoreColumn')}
                          required
                          data={SCORE_COLUMNS.map((value) => ({ value, label: t(COLUMN_LABELS[value]) }))}
                          value={field.value ?? null}
                          onChange={(value) => field.onChange(value ?? undefined)}
                          onBlur={field.onBlur}
                          error={fieldError(`segments.${index}.score_column`)}
                        />
                      )}
                    />
                  ) : null}
                  <Controller
                    control={control}
                    name={`segments.${index}.image`}
                    render={({ field }) => (
                      <ImageInput
                        label={t('wheel:segmentImage')}
                        kind="logo"
                        value={field.value || null}
                        onChange={(url) => field.onChange(url ?? '')}
                        error={fieldError(`segments.${index}.image`)}
                      />
                    )}
                  />
                </SimpleGrid>
                {kind === 'manual' ? (
                  <Controller
                    control={control}
                    name={`segments.${index}.payout`}
                    render={({ field }) => (
                      <PayoutFields
                        value={field.value}
                        onChange={field.onChange}
                        errorOf={(part) =>
                          fieldError(`segments.${index}.payout.${part}`) ??
                          (part === 'kind' ? fieldError(`segments.${index}.payout`) : undefined)
                        }
                      />
                    )}
                  />
                ) : null}
              </Stack>
            </Card>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="light"
            onClick={() => rows.append(blankSegment())}
            disabled={rows.fields.length >= WHEEL_MAX_SEGMENTS}
          >
            {t('wheel:addSegment')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t(wheel ? 'wheel:saveWheel' : 'wheel:createWheel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
