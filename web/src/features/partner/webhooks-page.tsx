import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookEventType,
} from '@w2e/core/contracts/partner-webhooks';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { tierName } from '@w2e/core/pricing/tiers';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useIsOperator } from '@w2e/react/admin/queries';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhookProject,
  useWebhooks,
} from '@w2e/react/partner-webhooks/queries';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { serverErrorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useFormatDateTime } from '../../lib/use-format-date-time';
import { usePageMeta } from '../../lib/use-page-meta';
import { WebhookDeliveries } from './webhooks-deliveries';

/** The label of an event type as the host picks it. */
const typeLabel = (type: string) => `partnerWebhooks:type_${type.replace('.', '_')}` as TranslationKey;

/** URL and event types, for adding a webhook or changing one. */
function WebhookForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Webhook;
  busy: boolean;
  submitLabel: string;
  onSubmit: (body: { url: string; event_types: WebhookEventType[] }) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [types, setTypes] = useState<string[]>(initial?.event_types ?? ['task.completed']);
  const [error, setError] = useState<{ url?: string; types?: string }>({});
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (types.length === 0) {
      setError({ types: t('partnerWebhooks:eventTypesRequired') });
      return;
    }
    setError({});
    try {
      await onSubmit({ url: url.trim(), event_types: types as WebhookEventType[] });
    } catch (failure) {
      setError({ url: serverErrorMessage(failure) ?? undefined });
    }
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('partnerWebhooks:urlLabel')}
          description={t('partnerWebhooks:urlHint')}
          placeholder="https://example.com/hooks/w2e"
          type="url"
          required
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={error.url}
        />
        <Checkbox.Group
          label={t('partnerWebhooks:eventTypesLabel')}
          value={types}
          onChange={setTypes}
          error={error.types}
        >
          <Stack gap={6} mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(typeLabel(type))} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group gap="xs">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('partnerWebhooks:cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The secret, shown once after adding a webhook or rotating its secret. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('partnerWebhooks:secretTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('partnerWebhooks:secretOnce')}</Text>
        <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('partnerWebhooks:copied') : t('partnerWebhooks:copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('partnerWebhooks:done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function StatusBadge({ hook }: { hook: Webhook }) {
  const { t } = useTranslation();
  if (hook.enabled) return <Badge color="teal">{t('partnerWebhooks:statusOn')}</Badge>;
  return (
    <Badge color={hook.disabled_reason === 'failing' ? 'red' : 'gray'}>
      {hook.disabled_reason === 'failing'
        ? t('partnerWebhooks:statusOffFailing')
        : t('partnerWebhooks:statusOffManual')}
    </Badge>
  );
}

/** One webhook: what it sends where, its state, and its actions. */
function WebhookCard({
  projectId,
  hook,
  onSecret,
}: {
  projectId: string;
  hook: Webhook;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const update = useUpdateWebhook(projectId, hook.id);
  const remove = useDeleteWebhook(projectId, hook.id);
  const rotate = useRotateWebhookSecret(projectId, hook.id);
  const done = ({ message }: { message: string }) => toast.success(message);
  return (
    <Card withBorder component="li" data-testid={`webhook-${hook.id}`} aria-label={hook.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {hook.url}
          </Text>
          <StatusBadge hook={hook} />
        </Group>
        <Text size="sm" c="dimmed">
          {hook.event_types.map((type) => t(typeLabel(type))).join(' · ')}
        </Text>
        {hook.consecutive_failures > 0 ? (
          <Text size="sm" c="red">
            {t('partnerWebhooks:failures', { count: hook.consecutive_failures })}
          </Text>
        ) : null}
        {hook.previous_secret_expires_at ? (
          <Text size="sm" c="dimmed">
            {t('partnerWebhooks:overlapUntil', { time: formatDateTime(hook.previous_secret_expires_at) })}
          </Text>
        ) : null}
        {editing ? (
          <WebhookForm
            initial={hook}
            busy={update.isPending}
            submitLabel={t('partnerWebhooks:save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              done(await update.mutateAsync(body));
              setEditing(false);
            }}
          />
        ) : (
          <Group gap="xs" wrap="wrap">
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('partnerWebhooks:edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              loading={update.isPending}
              onClick={() => update.mutate({ enabled: !hook.enabled }, { onSuccess: done })}
            >
              {hook.enabled ? t('partnerWebhooks:turnOff') : t('partnerWebhooks:turnOn')}
            </Button>
            <Button
              size="xs"
              variant="light"
              loading={rotate.isPending}
              onClick={() => {
                if (window.confirm(t('partnerWebhooks:rotateConfirm')))
                  rotate.mutate(undefined, {
                    onSuccess: (result) => {
                      done(result);
                      onSecret(result.secret);
                    },
                  });
              }}
            >
              {t('partnerWebhooks:rotate')}
            </Button>
            <Button
              size="xs"
              variant="light"
              aria-expanded={showDeliveries}
              onClick={() => setShowDeliveries((open) => !open)}
            >
              {t('partnerWebhooks:showDeliveries')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="subtle"
              loading={remove.isPending}
              onClick={() => {
                if (window.confirm(t('partnerWebhooks:deleteConfirm', { url: hook.url })))
                  remove.mutate(undefined, { onSuccess: done });
              }}
            >
              {t('partnerWebhooks:delete')}
            </Button>
          </Group>
        )}
        {showDeliveries ? <WebhookDeliveries projectId={projectId} hook={hook} /> : null}
      </Stack>
    </Card>
  );
}

/** /project/{slug}/webhooks: a project's partner webhooks (its managers; Enterprise). */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  usePageMeta(t('partnerWebhooks:title'));
  const { operator, loading } = useIsOperator();
  const found = useWebhookProject(slug, operator);
  const project = found.data ?? undefined;
  // Operators manage webhooks on every plan; the server decides the same.
  const enterprise = project !== undefined && (project.tier === 'enterprise' || operator);
  const hooks = useWebhooks(enterprise ? project?.id : undefined);
  const create = useCreateWebhook(project?.id ?? '');
  const [secret, setSecret] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  let body: React.ReactNode;
  if (loading || found.data === undefined) body = <Loader aria-label={t('common:loading')} />;
  else if (!project) body = <Text>{t('partnerWebhooks:notFound')}</Text>;
  else if (!enterprise)
    body = <Alert color="yellow">{t('partnerWebhooks:planNeeded', { tier: tierName('enterprise') })}</Alert>;
  else
    body = (
      <Stack gap="lg">
        {adding ? (
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('partnerWebhooks:add')}
            </Title>
            <WebhookForm
              busy={create.isPending}
              submitLabel={t('partnerWebhooks:add')}
              onCancel={() => setAdding(false)}
              onSubmit={async (values) => {
                const result = await create.mutateAsync(values);
                toast.success(result.message);
                setAdding(false);
                setSecret(result.secret);
              }}
            />
          </Card>
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)}>{t('partnerWebhooks:add')}</Button>
          </Group>
        )}
        <section aria-labelledby="webhooks-list-title">
          <Title order={2} size="h4" id="webhooks-list-title" mb="sm">
            {t('partnerWebhooks:listTitle')}
          </Title>
          {!hooks.data ? (
            <Loader aria-label={t('common:loading')} />
          ) : hooks.data.items.length === 0 ? (
            <Text c="dimmed">{t('partnerWebhooks:none')}</Text>
          ) : (
            <Stack component="ul" gap="md" p={0} style={{ listStyle: 'none' }}>
              {hooks.data.items.map((hook) => (
                <WebhookCard key={hook.id} projectId={project.id} hook={hook} onSecret={setSecret} />
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    );
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%">
      <Anchor component={Link} to={buildPath(ROUTES.project, { slug })} size="sm">
        ← {t('projects:back')}
      </Anchor>
      <Title order={1}>{t('partnerWebhooks:title')}</Title>
      {project ? <Text fw={500}>{project.name}</Text> : null}
      <Text>{t('partnerWebhooks:intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('partnerWebhooks:docsHint')}
      </Text>
      {body}
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
