import { Button, Cell, List, Section, Text } from '@telegram-apps/telegram-ui';
import type { PlayerTask, SubmissionBody, SubmissionResult } from '@w2e/core/contracts/tasks';
import { shortenAddress } from '@w2e/core/format/address';
import { TON_NETWORK_NAME } from '@w2e/core/tasks/networks';
import { checkLabel, STATUS_LABELS } from '@w2e/core/tasks/player-labels';
import { text } from '@w2e/core/tasks/settings';
import { useEventTasks, useOpenVisit, useSubmitTask } from '@w2e/react/tasks/queries';
import { useProfile } from '@w2e/react/users/queries';
import { useState } from 'react';
import { Page } from '../../components/page';
import { useNavigate, useParams } from '../../components/router';
import { Failed, Loading, Notice } from '../../components/screen-state';
import { serverMessage } from '../../components/server-message';
import { haptic, openExternal, openTelegram, useMainButton } from '../../components/telegram';
import { useTranslation } from '../../i18n';
import { FormFields } from './form-fields';
import { QuizQuestions, useQuizAnswers } from './quiz-questions';
import { doneInApp, holdsOnTon, portalEventUrl } from './task-kinds';

interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * Submits the task and tells the player how it went, in words and by haptics. A quiz below its pass mark is
 * answered 200 with `passed: false`: that is a failure to the player.
 */
function useTaskSubmit(task: PlayerTask, setOutcome: (outcome: Outcome | null) => void) {
  const { t } = useTranslation();
  const submit = useSubmitTask(task.id, { quiet: true });
  const run = async (body: SubmissionBody) => {
    setOutcome(null);
    try {
      const result: SubmissionResult = await submit.mutateAsync(body);
      const passed = !result.quiz || result.quiz.passed;
      haptic(passed ? 'success' : 'error');
      setOutcome({ ok: passed, message: result.message });
    } catch (error) {
      haptic('error');
      setOutcome({ ok: false, message: serverMessage(error, t('errors:requestFailed')) });
    }
  };
  return { run, pending: submit.isPending };
}

function OutcomeText({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Cell multiline data-testid="task-outcome" data-ok={outcome.ok}>
      <Text weight={outcome.ok ? '2' : '3'}>{outcome.message}</Text>
    </Cell>
  );
}

interface ActionProps {
  task: PlayerTask;
  /** The result is kept by the screen: a task done stops being available, and its action goes away. */
  onOutcome: (outcome: Outcome | null) => void;
}

function QuizTask({ task, onOutcome }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useTaskSubmit(task, onOutcome);
  const quiz = useQuizAnswers(task.id);
  useMainButton({
    text: t('eventPlay:submit'),
    visible: Boolean(quiz.data),
    loading: pending,
    onClick: () => void run({ quiz_answers: quiz.answers() }),
  });
  return <QuizQuestions quiz={quiz} />;
}

function FormTask({ task, onOutcome }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useTaskSubmit(task, onOutcome);
  const [values, setValues] = useState<string[]>([]);
  useMainButton({
    text: t('eventPlay:submit'),
    loading: pending,
    onClick: () => void run({ form_answers: values }),
  });
  return <FormFields settings={task.settings} values={values} onChange={setValues} />;
}

/** Visit website and Telegram join: open the link from here, then the MainButton asks the server to check. */
function LinkTask({ task, onOutcome }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useTaskSubmit(task, onOutcome);
  const visit = useOpenVisit(task.id);
  const link = text(task.settings, task.type === 'telegram_join' ? 'link' : 'url');
  const open = async () => {
    if (task.type === 'telegram_join') {
      if (link) openTelegram(link);
      return;
    }
    // The site opens outside the webview, where the portal's session is unknown (a visit link would show
    // the "you are leaving" page there): the server records the visit first, then the site itself opens.
    const { url } = await visit.mutateAsync();
    openExternal(url);
  };
  useMainButton({
    text: task.type === 'visit_website' ? t('eventPlay:claim') : t('eventPlay:verify'),
    loading: pending,
    onClick: () => void run({}),
  });
  return (
    <Section>
      {link ? <Cell multiline>{link}</Cell> : null}
      <Button size="m" stretched loading={visit.isPending} onClick={() => void open()}>
        {task.type === 'telegram_join' ? t('miniapp:taskJoinTelegram') : t('eventPlay:visit')}
      </Button>
    </Section>
  );
}

/**
 * Hold a jetton or NFTs on TON: what to hold, and the check with the TON wallet linked in the profile; without
 * one, the way to the profile to connect it (the server would refuse the check anyway).
 */
function TonHoldTask({ task, onOutcome }: ActionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, pending } = useTaskSubmit(task, onOutcome);
  const profile = useProfile();
  const wallet = profile.data?.ton_wallet_address;
  const s = task.settings;
  useMainButton({
    text: t('eventPlay:verify'),
    visible: Boolean(wallet) && task.state.status === 'available',
    loading: pending,
    onClick: () => void run({}),
  });
  const goal =
    task.type === 'hold_token'
      ? t('eventPlay:holdJetton', {
          amount: text(s, 'amount_threshold') ?? '',
          token: text(s, 'token_label') ?? '',
          network: TON_NETWORK_NAME,
        })
      : t('eventPlay:holdNft', {
          amount: text(s, 'required_amount') ?? '',
          address: shortenAddress(text(s, 'nft_address') ?? ''),
          network: TON_NETWORK_NAME,
        });
  if (profile.isPending) return <Loading />;
  return (
    <Section>
      <Cell multiline data-testid="ton-goal">
        {goal}
      </Cell>
      {wallet ? (
        <Cell multiline data-testid="ton-wallet">
          {t('miniapp:taskTonWallet', { address: shortenAddress(wallet) })}
        </Cell>
      ) : (
        <>
          <Cell multiline>{t('miniapp:taskTonNeeded')}</Cell>
          <Button size="m" stretched onClick={() => void navigate('/profile')}>
            {t('miniapp:tonConnect')}
          </Button>
        </>
      )}
    </Section>
  );
}

/** A task the Mini App does not do: where to do it instead. */
function WebTask({ slug }: { slug: string }) {
  const { t } = useTranslation();
  useMainButton({ text: t('miniapp:taskOpenWeb'), onClick: () => openExternal(portalEventUrl(slug)) });
  return (
    <Section>
      <Cell multiline>{t('miniapp:taskWebOnly')}</Cell>
    </Section>
  );
}

function TaskAction({ task, slug, onOutcome }: ActionProps & { slug: string }) {
  if (!doneInApp(task)) return <WebTask slug={slug} />;
  if (holdsOnTon(task)) return <TonHoldTask task={task} onOutcome={onOutcome} />;
  if (task.state.status !== 'available') return null;
  if (task.type === 'quiz') return <QuizTask task={task} onOutcome={onOutcome} />;
  if (task.type === 'form') return <FormTask task={task} onOutcome={onOutcome} />;
  return <LinkTask task={task} onOutcome={onOutcome} />;
}

/** One task: what it is worth, how it is checked, where the player stands, and doing it. */
export function TaskScreen() {
  const { slug = '', taskId = '' } = useParams();
  const { t } = useTranslation();
  const tasks = useEventTasks(slug);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (tasks.isPending)
    return (
      <Page>
        <Loading />
      </Page>
    );
  if (tasks.isError)
    return (
      <Page>
        <Failed onRetry={() => void tasks.refetch()} />
      </Page>
    );
  const task = tasks.data.items.find((item) => item.id === taskId);
  if (!task)
    return (
      <Page>
        <Notice text={t('miniapp:eventNotFound')} />
      </Page>
    );
  const scoreLabel = tasks.data.score_label ?? t('eventPlay:scoreDefaultLabel');
  return (
    <Page>
      <List>
        <Section>
          <Cell
            multiline
            subtitle={t(checkLabel(task))}
            description={task.description ?? undefined}
            after={t('eventPlay:points', { score: task.score, label: scoreLabel })}
          >
            <span data-testid="task-name">{task.name}</span>
          </Cell>
          <Cell data-testid="task-status" data-status={task.state.status}>
            {t(STATUS_LABELS[task.state.status])}
          </Cell>
        </Section>
        <TaskAction task={task} slug={slug} onOutcome={setOutcome} />
        <OutcomeText outcome={outcome} />
      </List>
    </Page>
  );
}
