import { Button, Checkbox, Group, Stack } from '@mantine/core';
import type { PlayerTask, SubmissionResult } from '@w2e/core/contracts/tasks';
import { list } from '@w2e/core/tasks/settings';
import { useCreateVisit, useSubmitTask } from '@w2e/react/tasks/queries';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

// A task's dialog (a modal, its form, inputs and the upload field) loads when a player opens it: the event page
// itself paints and hydrates without that code (most visits read the page before doing anything).
const QuizDialog = lazy(() => import('./quiz-dialog').then((m) => ({ default: m.QuizDialog })));
const FormDialog = lazy(() => import('./form-dialog').then((m) => ({ default: m.FormDialog })));
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** The server's answer to a finished task, as a toast ("Task completed", "Submit form successfully"). */
export function announce(result: SubmissionResult) {
  toast.success(result.message);
}

/** Asks the server to check the task (in-game, register, social, holdings); a refusal shows its message. */
function VerifyButton({ task, label }: { task: PlayerTask; label?: string }) {
  const { t } = useTranslation();
  const submit = useSubmitTask(task.id);
  return (
    <Button size="sm" loading={submit.isPending} onClick={() => submit.mutate({}, { onSuccess: announce })}>
      {label ?? t('eventPlay:verify')}
    </Button>
  );
}

/**
 * Custom API task: the host's server checks it. When the host asked for the player's email, the player decides
 * on each check whether it is sent (unticked: it is not); the other identities the host chose are listed.
 */
function CustomApiAction({ task }: { task: PlayerTask }) {
  const { t } = useTranslation();
  const submit = useSubmitTask(task.id);
  const [shareEmail, setShareEmail] = useState(false);
  const asksEmail = list(task.settings, 'identities').includes('email');
  return (
    <Stack gap="xs">
      {asksEmail ? (
        <Checkbox
          label={t('customApi:shareEmail')}
          checked={shareEmail}
          onChange={(change) => setShareEmail(change.currentTarget.checked)}
        />
      ) : null}
      <Group>
        <Button
          size="sm"
          loading={submit.isPending}
          onClick={() => submit.mutate(asksEmail ? { share_email: shareEmail } : {}, { onSuccess: announce })}
        >
          {t('eventPlay:verify')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Visit website: the tab opens on the click itself (a tab opened after an await is a popup that browsers
 * block) and goes to the server's one-time link once it arrives; the link records the visit (it knows the player
 * by the session cookie the tab sends, docs/security.md, and anyone else gets the "you are leaving" page). Then Claim
 * submits. The task list refreshes when the player comes back to this tab.
 */
function VisitAction({ task }: { task: PlayerTask }) {
  const { t } = useTranslation();
  const visit = useCreateVisit(task.id);
  const [visited, setVisited] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { visit_url } = await visit.mutateAsync();
      if (tab) tab.location.href = visit_url;
      else window.open(visit_url, '_blank', 'noopener');
      setVisited(true);
    } catch {
      tab?.close();
    }
  };
  return (
    <Group gap="xs">
      <Button
        size="sm"
        variant={visited ? 'light' : 'filled'}
        loading={visit.isPending}
        onClick={() => void open()}
      >
        {t('eventPlay:visit')}
      </Button>
      <VerifyButton task={task} label={t('eventPlay:claim')} />
    </Group>
  );
}

/**
 * A button that opens a task's dialog; the dialog mounts fresh each time (a quiz reloads its questions). The
 * dialog stays while it is open even when the task stops being available: a passed quiz is done, and its
 * completed dialog still has to show.
 */
function DialogAction({
  label,
  available,
  render,
}: {
  label: string;
  available: boolean;
  render: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      {available ? (
        <Group>
          <Button size="sm" onClick={() => setOpened(true)}>
            {label}
          </Button>
        </Group>
      ) : null}
      {opened ? <Suspense fallback={null}>{render(() => setOpened(false))}</Suspense> : null}
    </>
  );
}

/** What a signed-in player can do with an available task; the server decides whether it counts. */
export function TaskAction({ task, scoreLabel }: { task: PlayerTask; scoreLabel: string }) {
  const { t } = useTranslation();
  const available = task.state.status === 'available';
  switch (task.type) {
    case 'quiz':
      return (
        <DialogAction
          label={t('eventPlay:takeQuiz')}
          available={available}
          render={(close) => <QuizDialog task={task} scoreLabel={scoreLabel} onClose={close} />}
        />
      );
    case 'form':
      return (
        <DialogAction
          label={t('eventPlay:fillForm')}
          available={available}
          render={(close) => <FormDialog task={task} onClose={close} />}
        />
      );
    case 'bug_hunting':
      return (
        <DialogAction
          label={t('eventPlay:report')}
          available={available}
          render={(close) => <ReportDialog task={task} onClose={close} />}
        />
      );
    case 'visit_website':
      return available ? <VisitAction task={task} /> : null;
    case 'custom_api':
      return available ? <CustomApiAction task={task} /> : null;
    default:
      // Self-declared (nothing can check it): the player says they did it, and the button says so.
      return available ? (
        <Group>
          <VerifyButton
            task={task}
            {...(task.check === 'self_declared' ? { label: t('verification:declareDone') } : {})}
          />
        </Group>
      ) : null;
  }
}
