import { Button } from '@mantine/core';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useDuplicateEvent } from '@w2e/react/events/templates';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';

/** The editor header's "Duplicate": a new draft with the same settings and tasks, opened in the editor. */
export function DuplicateButton({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateEvent(eventId);
  return (
    <Button
      size="xs"
      variant="default"
      loading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(undefined, {
          onSuccess: ({ event }) => {
            toast.success(t('eventTemplates:duplicated'));
            navigate(buildPath(ROUTES.eventUpdate, { slug: event.slug }));
          },
        })
      }
    >
      {t('eventTemplates:duplicate')}
    </Button>
  );
}
