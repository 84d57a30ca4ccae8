import { Alert, Anchor, Badge, Container, Group, Loader, Stack, Stepper, Title } from '@mantine/core';
import {
  CREATION_STEPS,
  type CreationStep,
  type Event,
  type EventHostList,
  STEP_LABELS,
} from '@w2e/core/contracts/events';
import type { EventEditor } from '@w2e/core/contracts/tasks';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { translateMessage } from '@w2e/core/validation/message';
import { useEventCreation, useEventCreationStore } from '@w2e/react/events/creation';
import { useEvent, useEventEditor, useEventHosts } from '@w2e/react/events/queries';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CoHostsSection } from './co-hosts-section';
import { draftOf, type HostAccess, isCreationStep, nextStep, SAVED_TOAST } from './draft';
import { DuplicateButton } from './duplicate-button';
import { FirstProject } from './first-project';
import { GeneralStep } from './general-step';
import { PublishButton, type PublishRefusal } from './publish-button';
import type { OpenStepSave } from './save-step';
import { LeaderboardStep, RewardStep, ScoreStep } from './settings-steps';
import { TaskStep } from './task-step';
import { TemplatePicker } from './template-picker';

export interface EventEditorProps {
  /** Null while creating: only the General step can be filled in until it is saved. */
  event: Event | null;
  editor: EventEditor | null;
  hosts: EventHostList;
  /** `?step=`, else where the draft was left. */
  initialStep: CreationStep;
}

function accessOf(event: Event | null, hosts: EventHostList): HostAccess {
  if (hosts.operator) return 'operator';
  const host = event
    ? hosts.items.find((item) => item.kind === event.host.kind && item.id === event.host.id)
    : null;
  return host?.tier ?? hosts.items[0]?.tier ?? 'basic';
}

/** The five-step flow (spec section 2) on core's creation store, one step on screen at a time. */
export function EventEditorFlow({ event, editor, hosts, initialStep }: EventEditorProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const store = useEventCreationStore({
    initial: event && editor ? draftOf(event, editor) : undefined,
    step: event ? initialStep : 'general',
  });
  const step = useEventCreation(store, (state) => state.step);
  const [refusal, setRefusal] = useState<PublishRefusal | null>(null);
  // The open step's save of what was typed: run before publishing and before leaving the step, so nothing
  // typed is lost (a refusal keeps the step open with its errors under the fields).
  const openStep = useRef<OpenStepSave['current']>(null);
  const saveOpenStep = () => (openStep.current ? openStep.current() : Promise.resolve(true));

  // The address names the open step, so a reload or a shared link opens it. Only when they differ: a refetched
  // event must not navigate back here after publishing has moved on to the event's page.
  const saved = event !== null;
  const urlStep = params.get('step');
  useEffect(() => {
    if (saved && urlStep !== step) setParams({ step }, { replace: true });
  }, [saved, step, urlStep, setParams]);

  /**
   * Back is always allowed; forward only once General is saved and every step before the target is valid.
   * What the open step holds unsaved is saved first (`saved` after the step's own Save has just done it).
   */
  const goTo = async (target: CreationStep, { saved = false } = {}) => {
    if (target !== 'general' && !event) {
      toast.error(t('events:saveEventFirst'));
      return;
    }
    if (!saved && target !== step && !(await saveOpenStep())) return;
    const result = store.getState().goTo(target);
    if (!result.ok) {
      toast.hide(SAVED_TOAST);
      toast.error(translateMessage(t, result.message));
      if (result.step !== 'general') store.setState({ step: result.step });
    }
  };

  const onRefused = (found: PublishRefusal) => {
    setRefusal(found);
    if (found.step) store.setState({ step: found.step });
  };

  const isDraft = event?.status === 'draft';
  const publish =
    event && isDraft ? (
      <PublishButton event={event} onRefused={onRefused} beforePublish={saveOpenStep} />
    ) : null;
  const back = () => void goTo(CREATION_STEPS[Math.max(CREATION_STEPS.indexOf(step) - 1, 0)]!);
  const forward = () => void goTo(nextStep(step), { saved: true });
  const completions = Object.fromEntries(
    (editor?.tasks ?? []).map((task) => [String(task.config.id), task.completions]),
  );

  const body = () => {
    if (step === 'general' || !event)
      return (
        <>
          <GeneralStep store={store} event={event} hosts={hosts} onSaved={forward} openStep={openStep} />
          {event ? <CoHostsSection event={event} /> : null}
        </>
      );
    const common = { store, event, onBack: back, onSaved: forward, openStep };
    switch (step) {
      case 'task':
        return <TaskStep {...common} access={accessOf(event, hosts)} completions={completions} />;
      case 'score':
        return <ScoreStep {...common} />;
      case 'leaderboard':
        return <LeaderboardStep {...common} />;
      case 'reward':
        return <RewardStep {...common} extra={publish} />;
    }
  };

  return (
    <Stack gap="lg">
      {event ? (
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            {isDraft ? <Badge color="gray">{t('eventEditor:draftBadge')}</Badge> : null}
            <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: event.slug })}>
              {t('eventEditor:viewEvent')}
            </Anchor>
            <Anchor component={Link} to={buildPath(ROUTES.eventSubmissions, { slug: event.slug })}>
              {t('eventEditor:submissionsLink')}
            </Anchor>
            <Anchor component={Link} to={buildPath(ROUTES.eventPrizes, { slug: event.slug })}>
              {t('prizes:payoutTitle')}
            </Anchor>
            <Anchor component={Link} to={buildPath(ROUTES.eventWheel, { slug: event.slug })}>
              {t('wheel:configure')}
            </Anchor>
            <DuplicateButton eventId={event.id} />
          </Group>
          {step !== 'reward' ? publish : null}
        </Group>
      ) : null}
      {event && !isDraft ? <Alert color="blue">{t('eventEditor:publishedNote')}</Alert> : null}
      {refusal ? (
        <Alert
          color="red"
          role="alert"
          title={t('eventEditor:publishMissing')}
          withCloseButton
          onClose={() => setRefusal(null)}
        >
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {refusal.messages.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Stepper
        active={CREATION_STEPS.indexOf(step)}
        onStepClick={(index) => void goTo(CREATION_STEPS[index]!)}
        size="sm"
        wrap
      >
        {CREATION_STEPS.map((key) => (
          <Stepper.Step key={key} label={t(STEP_LABELS[key])} />
        ))}
      </Stepper>
      {body()}
    </Stack>
  );
}

function Loading() {
  return (
    <Group justify="center" py="xl">
      <Loader />
    </Group>
  );
}

/**
 * /event/create, /event/{slug}/update and /clan/{slug}/{eventSlug}/update: the host's creation flow, resumed on
 * any device at `draft_step`. `/event/create?host=clan:{id}` starts it for that host (the Clan Master page).
 */
export function EventEditorPage() {
  const { t } = useTranslation();
  // /clan/{slug}/{eventSlug}/update is the same flow on a clan's event: the event is the last segment's.
  const route = useParams();
  const slug = route.eventSlug ?? route.slug ?? '';
  const [params] = useSearchParams();
  const hosts = useEventHosts();
  const event = useEvent(slug);
  const editor = useEventEditor(event.data?.id);
  usePageMeta(t(slug ? 'eventEditor:updateTitle' : 'eventEditor:createTitle'), t('eventEditor:description'));

  if (slug && (event.isError || (event.data && !event.data.viewer.can_manage))) return <NotFoundPage />;
  const ready = hosts.data && (!slug || (event.data && editor.data));
  const requested = params.get('step');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{slug && event.data ? event.data.title : t('eventEditor:createTitle')}</Title>
        {!ready || !hosts.data ? (
          <Loading />
        ) : !slug && hosts.data.items.length === 0 && !hosts.data.operator ? (
          <FirstProject />
        ) : (
          <>
            {slug ? null : <TemplatePicker hosts={hosts.data} />}
            <EventEditorFlow
              key={event.data?.id ?? 'new'}
              event={slug ? (event.data ?? null) : null}
              editor={slug ? (editor.data ?? null) : null}
              hosts={hosts.data}
              initialStep={isCreationStep(requested) ? requested : (event.data?.draft_step ?? 'general')}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
