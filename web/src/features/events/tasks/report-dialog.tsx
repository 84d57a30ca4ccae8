import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type PlayerTask, REPORT_IMAGES_MAX, REPORT_TEXT_MAX } from '@w2e/core/contracts/tasks';
import { message, translateMessage } from '@w2e/core/validation/message';
import { useSubmitTask } from '@w2e/react/tasks/queries';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../../components/image-input';
import { serverErrorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

const TEXT_MIN = 10;

/**
 * A bug report: what the player found and up to five screenshots, each uploaded as it is picked. The host
 * reviews it; the card shows "pending review" meanwhile, or the host's reason after a rejection.
 */
export function ReportDialog({ task, onClose }: { task: PlayerTask; onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitTask(task.id, { quiet: true });
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < TEXT_MIN) {
      setError(translateMessage(t, message('validation:minLength', { minLength: TEXT_MIN })));
      return;
    }
    setError(undefined);
    try {
      const result = await submit.mutateAsync({ report: { text: text.trim(), images } });
      toast.success(result.message);
      onClose();
    } catch (failure) {
      setError(serverErrorMessage(failure) ?? undefined);
    }
  };

  // One filled input per image, plus an empty one while there is room for more.
  const slots = images.length < REPORT_IMAGES_MAX ? [...images, null] : images;
  return (
    <Modal opened onClose={onClose} title={t('eventPlay:reportTitle', { task: task.name })} size="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('eventPlay:reportText')}
            description={t('eventPlay:reportTextHint')}
            required
            rows={4}
            maxLength={REPORT_TEXT_MAX}
            value={text}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {slots.map((url, index) => (
            <ImageInput
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position; removing one shifts the rest
              key={index}
              label={t('eventPlay:reportImage', { number: index + 1 })}
              kind="cover"
              value={url}
              onChange={(next) =>
                setImages((current) =>
                  next === null
                    ? current.filter((_, i) => i !== index)
                    : index < current.length
                      ? current.map((old, i) => (i === index ? next : old))
                      : [...current, next],
                )
              }
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('eventPlay:cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('eventPlay:submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
