import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorBody } from '@w2e/core/api/http';
import { apiErrorSchema } from '@w2e/core/contracts/common';
import { type CreationStep, type Event, stepOfField } from '@w2e/core/contracts/events';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { usePublishEvent } from '@w2e/react/events/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';

export interface PublishRefusal {
  step: CreationStep | undefined;
  messages: string[];
}

/**
 * Publishes a draft after a confirmation that says it cannot be undone (spec section 4). A refusal lists what
 * is missing (the server's field errors, or its message) and names the step that holds the first of them.
 */
export function PublishButton({
  event,
  onRefused,
  beforePublish,
}: {
  event: Event;
  onRefused: (refusal: PublishRefusal) => void;
  /** Saves what the open step holds unsaved; false (refused, errors under its fields) publishes nothing. */
  beforePublish: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publish = usePublishEvent(event.id);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    setSaving(true);
    const saved = await beforePublish().finally(() => setSaving(false));
    if (!saved) {
      setOpen(false);
      return;
    }
    try {
      const result = await publish.mutateAsync();
      setOpen(false);
      toast.success(result.message);
      navigate(buildPath(ROUTES.eventDetail, { slug: result.event.slug }));
    } catch (error) {
      setOpen(false);
      const body = apiErrorSchema.safeParse(errorBody(error));
      const issues = body.success ? (body.data.errors ?? []) : [];
      onRefused({
        step: issues.map((issue) => stepOfField(issue.path)).find((step) => step !== undefined),
        messages:
          issues.length > 0 ? issues.map((issue) => issue.message) : body.success ? [body.data.message] : [],
      });
    }
  };

  return (
    <>
      <Button color="teal" onClick={() => setOpen(true)}>
        {t('eventEditor:publish')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('eventEditor:publishTitle')}>
        <Stack>
          <Text>{t('eventEditor:publishWarning')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('eventEditor:cancel')}
            </Button>
            <Button color="teal" loading={saving || publish.isPending} onClick={() => void confirm()}>
              {t('eventEditor:publishConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
