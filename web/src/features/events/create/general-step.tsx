import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type Event, type EventHostList, stepSchemas } from '@w2e/core/contracts/events';
import type { EventCreationStore } from '@w2e/core/events/creation';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { errorMap } from '@w2e/core/validation/error-map';
import { slugify } from '@w2e/core/validation/slug';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useCreateEvent, useUpdateEvent } from '@w2e/react/events/queries';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ImageInput } from '../../../components/image-input';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { hostPagePath } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import {
  DATES_TOAST,
  fromLocalInput,
  numberOrUndefined,
  SAVED_TOAST,
  toLocalInput,
  updatePath,
} from './draft';
import { type OpenStepSave, saveTyped, useOpenStepSave } from './save-step';

// The rich-text editor (tiptap and ProseMirror) is fetched only when this step opens.
const RichTextField = lazy(() => import('../../../components/rich-text-field'));

const FIELDS = [
  'title',
  'slug',
  'guideline',
  'description',
  'start_time',
  'end_time',
  'banner',
  'thumbnail',
  'max_participants',
] as const;

export interface GeneralStepProps {
  store: EventCreationStore;
  event: Event | null;
  hosts: EventHostList;
  onSaved: () => void;
  /** Where the step leaves the save of what was typed, for publishing or leaving the step. */
  openStep?: OpenStepSave;
}

const hostValue = (host: { kind: string; id: string }) => `${host.kind}:${host.id}`;

/**
 * Step 1: the event's general information. The first save creates the draft (POST /api/events) and moves to
 * the event's own address; later saves PATCH it and record that the flow reached the Task step.
 */
/** The host's name, a link to its page (a project's, a game's, a clan's) when it has one. */
function HostName({ host }: { host: Event['host'] }) {
  const path = hostPagePath(host);
  return path ? (
    <Anchor component={Link} to={path} fw={700}>
      {host.name}
    </Anchor>
  ) : (
    <strong>{host.name}</strong>
  );
}

/** Under the picker: the chosen project's page, where its name, logo and links are edited. */
function ChosenHostLink({ host }: { host: EventHostList['items'][number] | undefined }) {
  const { t } = useTranslation();
  const path = host?.kind === 'project' ? hostPagePath(host) : null;
  if (!path) return null;
  return (
    <Anchor component={Link} to={path} size="sm" data-testid="host-project-link">
      {t('projects:viewPage')}
    </Anchor>
  );
}

export function GeneralStep({ store, event, hosts, onSaved, openStep }: GeneralStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent(event?.id ?? '');
  // `?host=clan:{id}` (the Clan Master page's "Create clan event") picks the host when the user may host for it.
  const [params] = useSearchParams();
  const asked = hosts.items.find((item) => hostValue(item) === params.get('host'));
  const [host, setHost] = useState<string | null>(
    event
      ? hostValue(event.host)
      : asked
        ? hostValue(asked)
        : hosts.items[0]
          ? hostValue(hosts.items[0])
          : null,
  );
  const [membersOnly, setMembersOnly] = useState(event?.members_only ?? false);
  const [premium, setPremium] = useState(event?.premium ?? false);
  const { data: config } = usePublicConfig();
  const forClan = (event ? event.host.kind : host?.split(':')[0]) === 'clan';
  const [slugEdited, setSlugEdited] = useState(event !== null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(stepSchemas.general, { error: errorMap }),
    defaultValues: {
      title: '',
      slug: '',
      guideline: '',
      description: '',
      start_time: '',
      end_time: '',
      banner: '',
      thumbnail: '',
      ...store.getState().draft.general,
    },
  });
  const fieldError = useFieldError(errors);
  const [start, end] = useWatch({ control, name: ['start_time', 'end_time'] });
  const endError = errors.end_time?.message;
  useEffect(() => {
    // The dates' rule is about both fields: fixing either one clears it (a resolver re-checks only the field
    // that changed, which left the message under End time after Start time was moved).
    if (endError !== 'validation:endAfterStart') return;
    if (end === null || (start && end && Date.parse(end) > Date.parse(start))) {
      clearErrors('end_time');
      toast.hide(DATES_TOAST);
    }
  }, [start, end, endError, clearErrors]);

  /** PATCHes a saved event's General step; `quiet` (on the way to publishing) keeps the step and the toast. */
  const saveSaved = async (values: Parameters<typeof updateEvent.mutateAsync>[0], quiet: boolean) => {
    try {
      const result = await updateEvent.mutateAsync({
        ...values,
        ...(forClan ? { members_only: membersOnly } : {}),
        premium,
        ...(quiet ? {} : { step: 'task' as const }),
      });
      if (!quiet) toast.success(result.message, SAVED_TOAST);
      return result.event;
    } catch (error) {
      toast.error(t('events:updateError'));
      applyServerFieldErrors(error, setError, FIELDS);
      return null;
    }
  };
  const switchesChanged = event !== null && (membersOnly !== event.members_only || premium !== event.premium);
  useOpenStepSave(
    event ? openStep : undefined,
    isDirty || switchesChanged,
    saveTyped(
      handleSubmit,
      () => reset(getValues()),
      async (values) => {
        store.getState().update('general', values);
        return (await saveSaved(values, true)) !== null;
      },
    ),
  );

  const save = handleSubmit(
    async (values) => {
      store.getState().update('general', values);
      if (!event) {
        const chosen = hosts.items.find((item) => hostValue(item) === host);
        if (!chosen) return;
        try {
          const result = await createEvent.mutateAsync({
            host: { kind: chosen.kind, id: chosen.id },
            ...values,
            ...(forClan ? { members_only: membersOnly } : {}),
            premium,
          });
          // Spec section 5: a clan's event has notices of its own.
          toast.success(forClan ? t('events:createClanEventSuccess') : result.message, SAVED_TOAST);
          navigate(updatePath(result.event.slug, 'task'), { replace: true });
        } catch (error) {
          toast.error(forClan ? t('events:createClanEventFailed') : t('events:createError'));
          applyServerFieldErrors(error, setError, FIELDS);
        }
        return;
      }
      const result = await saveSaved(values, false);
      if (!result) return;
      reset(getValues());
      if (result.slug !== event.slug) navigate(updatePath(result.slug, 'task'), { replace: true });
      else onSaved();
    },
    (problems) => {
      toast.hide(SAVED_TOAST);
      // Spec section 5: the field says "End time must be greater than start time", the notification says this;
      // shown once however often Save is pressed, and taken away with the field's message once the dates are fixed.
      if (problems.end_time?.message === 'validation:endAfterStart')
        toast.error(t('eventEditor:startAfterEnd'), DATES_TOAST);
    },
  );

  return (
    <form onSubmit={save} noValidate aria-label={t('events:stepGeneral')}>
      <Stack gap="md">
        {event ? (
          <Text size="sm">
            {t('eventEditor:host')}: <HostName host={event.host} />
          </Text>
        ) : (
          <Stack gap={4}>
            <Select
              label={t('eventEditor:host')}
              required
              allowDeselect={false}
              value={host}
              onChange={setHost}
              data={hosts.items.map((item) => ({
                value: hostValue(item),
                label: `${item.name} · ${t('eventEditor:hostTier', { tier: t(PLAN_LABELS[item.tier]) })}`,
              }))}
            />
            <ChosenHostLink host={hosts.items.find((item) => hostValue(item) === host)} />
          </Stack>
        )}
        <TextInput
          label={t('eventEditor:title')}
          required
          error={fieldError('title')}
          {...register('title', {
            onChange: (change: { target: { value: string } }) => {
              if (!slugEdited) setValue('slug', slugify(change.target.value));
            },
          })}
        />
        <Controller
          control={control}
          name="slug"
          render={({ field }) => (
            <TextInput
              label={t('eventEditor:slug')}
              description={t('eventEditor:slugHint', { slug: field.value || '…' })}
              required
              error={fieldError('slug')}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(change) => {
                setSlugEdited(true);
                field.onChange(change.currentTarget.value);
              }}
            />
          )}
        />
        <Textarea
          label={t('eventEditor:guideline')}
          autosize
          minRows={2}
          error={fieldError('guideline')}
          {...register('guideline')}
        />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Suspense fallback={<Skeleton h={200} />}>
              <RichTextField
                label={t('eventEditor:descriptionField')}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldError('description')}
                required={false}
                testId="event-description-editor"
              />
            </Suspense>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="start_time"
            render={({ field }) => (
              <TextInput
                type="datetime-local"
                label={t('eventEditor:startTime')}
                required
                value={toLocalInput(field.value)}
                onChange={(change) => field.onChange(fromLocalInput(change.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldError('start_time')}
              />
            )}
          />
          <Controller
            control={control}
            name="end_time"
            render={({ field }) => (
              <Stack gap={6}>
                <TextInput
                  type="datetime-local"
                  label={t('eventEditor:endTime')}
                  required={field.value !== null}
                  disabled={field.value === null}
                  value={toLocalInput(field.value)}
                  onChange={(change) => field.onChange(fromLocalInput(change.currentTarget.value))}
                  onBlur={field.onBlur}
                  error={fieldError('end_time')}
                />
                <Switch
                  label={t('eventEditor:nonstop')}
                  checked={field.value === null}
                  onChange={(change) => field.onChange(change.currentTarget.checked ? null : '')}
                />
              </Stack>
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="banner"
            render={({ field }) => (
              <ImageInput
                label={t('eventEditor:banner')}
                kind="banner"
                value={field.value || null}
                onChange={(url) => field.onChange(url ?? '')}
                error={fieldError('banner')}
              />
            )}
          />
          <Controller
            control={control}
            name="thumbnail"
            render={({ field }) => (
              <ImageInput
                label={t('eventEditor:thumbnail')}
                kind="cover"
                value={field.value || null}
                onChange={(url) => field.onChange(url ?? '')}
                error={fieldError('thumbnail')}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="max_participants"
          render={({ field }) => (
            <NumberInput
              label={t('eventEditor:maxParticipants')}
              description={t('eventEditor:maxParticipantsHint')}
              allowDecimal={false}
              min={1}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrUndefined(value))}
              onBlur={field.onBlur}
              error={fieldError('max_participants')}
            />
          )}
        />
        {forClan ? (
          <Switch
            label={t('clans:membersOnlyLabel')}
            description={t('clans:membersOnlyHint')}
            checked={membersOnly}
            onChange={(e) => setMembersOnly(e.currentTarget.checked)}
            data-testid="members-only"
          />
        ) : null}
        <Switch
          label={t('verification:premiumEventSwitch')}
          description={
            config && config.platform_token === null
              ? `${t('verification:premiumEventSwitchHint')} ${t('verification:premiumSwitchOff')}`
              : t('verification:premiumEventSwitchHint')
          }
          checked={premium}
          onChange={(e) => setPremium(e.currentTarget.checked)}
          data-testid="event-premium"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!event && host === null}>
            {t('eventEditor:saveContinue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
