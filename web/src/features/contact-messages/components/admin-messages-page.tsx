import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { errorToastMessage } from '@w2e/core/api/http';
import { CONTACT_TOPIC_LABELS, type ContactMessage } from '@w2e/core/contracts/contact-messages';
import { pageCount } from '@w2e/core/format/page-count';
import { useContactInbox, useMarkContactMessage } from '@w2e/react/contact-messages/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFrame } from '../../../components/admin-frame';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';

const PAGE_SIZE = 20;

function MessageCard({ message }: { message: ContactMessage }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const unread = message.read_at === null;
  const mark = useMarkContactMessage(message.id);
  const replyHref = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="contact-message">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{t(CONTACT_TOPIC_LABELS[message.topic])}</Badge>
            {/* Light: white on filled orange is 3.6:1. */}
            {unread && (
              <Badge color="orange" variant="light">
                {t('contact:unreadBadge')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message.name} &lt;{message.email}&gt; ·{' '}
          {t('contact:receivedAt', { date: formatDateTime(message.created_at) })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant={unread ? 'filled' : 'default'}
            loading={mark.isPending}
            onClick={() =>
              // Awaited, not a mutate callback: with the unread filter on, the refreshed inbox drops this card.
              mark.mutateAsync(unread).then(
                (updated) =>
                  toast.success(t(updated.read_at ? 'contact:markedRead' : 'contact:markedUnread')),
                () => {},
              )
            }
          >
            {t(unread ? 'contact:markRead' : 'contact:markUnread')}
          </Button>
          <Anchor href={replyHref} fz="sm">
            {t('contact:replyByEmail')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const inbox = useContactInbox({
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    unread: unreadOnly ? 'true' : undefined,
  });

  if (inbox.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (inbox.isError) {
    return (
      <Alert color="red" data-testid="inbox-error">
        {errorToastMessage(inbox.error, t('errors:requestFailed'))}
      </Alert>
    );
  }
  const pages = pageCount(inbox.data.total, PAGE_SIZE);
  return (
    <Stack>
      <Group justify="space-between">
        <Badge size="lg" variant="light" color={inbox.data.unread > 0 ? 'orange' : 'gray'}>
          {t('contact:unreadCount', { count: inbox.data.unread })}
        </Badge>
        <Switch
          label={t('contact:showUnread')}
          checked={unreadOnly}
          onChange={(event) => {
            setUnreadOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      {inbox.data.items.length === 0 ? (
        <Text c="dimmed">{t('contact:empty')}</Text>
      ) : (
        inbox.data.items.map((message) => <MessageCard key={message.id} message={message} />)
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

/** /admin/messages: the operators' inbox of contact messages; anyone else is told the page is not theirs. */
export function AdminMessagesPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('contact:adminTitle')} description={t('contact:adminDescription')}>
      <Inbox />
    </AdminFrame>
  );
}
