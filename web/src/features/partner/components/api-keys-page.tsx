import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { API_BASE } from '@w2e/core/constants';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@w2e/core/contracts/partner';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '@w2e/react/partner/api-keys-queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { serverErrorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { usePageMeta } from '../../../lib/use-page-meta';

const SCOPE_LABELS: Record<ApiKeyScope, TranslationKey> = {
  read: 'partner:scopeRead',
  write: 'partner:scopeWrite',
};
const SCOPE_HINTS: Record<ApiKeyScope, TranslationKey> = {
  read: 'partner:scopeReadHint',
  write: 'partner:scopeWriteHint',
};

/** The new key, once: copy it, then close; it is never shown again (the server keeps only its hash). */
function NewKey({ keyText, onDone }: { keyText: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" title={t('partner:newKeyTitle')} data-testid="api-key-new">
      <Stack gap="sm">
        <Text size="sm">{t('partner:newKeyWarning')}</Text>
        <Code block data-testid="api-key-value" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {keyText}
        </Code>
        <Group gap="xs">
          <CopyButton value={keyText}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined} aria-live="polite">
                {copied ? t('partner:copied') : t('partner:copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('partner:done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateKey({ project, onCreated }: { project: string; onCreated: (key: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey(project);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [nameError, setNameError] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') {
            setNameError(t('validation:required'));
            return;
          }
          setNameError(null);
          create.mutate(
            { name: name.trim(), scopes },
            {
              onSuccess: ({ key, message }) => {
                toast.success(message);
                setName('');
                onCreated(key);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('partner:createTitle')}
          </Title>
          <TextInput
            label={t('partner:nameLabel')}
            description={t('partner:nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={API_KEY_NAME_MAX}
            required
            error={nameError}
            data-testid="api-key-name"
          />
          <Checkbox.Group
            label={t('partner:scopesLabel')}
            value={scopes}
            onChange={(value) => setScopes(value as ApiKeyScope[])}
            error={scopes.length === 0 ? t('partner:scopesRequired') : undefined}
          >
            <Stack gap="xs" mt={4}>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={t(SCOPE_LABELS[scope])}
                  description={t(SCOPE_HINTS[scope])}
                  data-testid={`api-key-scope-${scope}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={create.isPending} disabled={scopes.length === 0}>
              {t('partner:create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function RevokeDialog({
  project,
  apiKey,
  onClose,
}: {
  project: string;
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey(project);
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('partner:revokeTitle')}>
      {apiKey && (
        <Stack>
          <Text>{t('partner:revokeBody', { name: apiKey.name, prefix: apiKey.prefix })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('partner:cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              data-testid="api-key-revoke-confirm"
              onClick={() =>
                revoke.mutate(apiKey.id, {
                  onSuccess: ({ message }) => {
                    toast.success(message);
                    onClose();
                  },
                })
              }
            >
              {t('partner:revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function KeyList({ items, onRevoke }: { items: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  if (items.length === 0) return <Text c="dimmed">{t('partner:empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="api-keys">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('partner:columnName')}</Table.Th>
            <Table.Th>{t('partner:columnPrefix')}</Table.Th>
            <Table.Th>{t('partner:columnScopes')}</Table.Th>
            <Table.Th>{t('partner:columnCreated')}</Table.Th>
            <Table.Th>{t('partner:columnLastUsed')}</Table.Th>
            <Table.Th>{t('partner:columnActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((key) => (
            <Table.Tr key={key.id} data-testid={`api-key-${key.id}`}>
              <Table.Td>{key.name}</Table.Td>
              <Table.Td>
                <Code>{key.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {key.scopes.map((scope) => (
                    <Badge key={scope} variant="light">
                      {t(SCOPE_LABELS[scope])}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(key.created_at)}</Table.Td>
              <Table.Td>
                {key.last_used_at ? formatDateTime(key.last_used_at) : t('partner:neverUsed')}
              </Table.Td>
              <Table.Td>
                {key.revoked_at ? (
                  <Text size="sm" c="dimmed">
                    {t('partner:revokedOn', { date: formatDateTime(key.revoked_at) })}
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t('partner:revokeNamed', { name: key.name })}
                    onClick={() => onRevoke(key)}
                  >
                    {t('partner:revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /project/{slug}/api: the project's partner API keys (docs/partner-api.md). Its owner on the Enterprise plan
 * (or an operator) creates a key with a name and scopes, copies it from the one answer that carries it, sees
 * each key's prefix, scopes, creation and last use, and revokes a key after confirming.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const keys = useApiKeys(slug);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  usePageMeta(t('partner:pageTitle'), t('partner:pageDescription'));
  return (
    <Stack gap="lg" py="xl" px={{ base: 'xs', sm: 'md' }} maw={960} mx="auto">
      <Anchor component={Link} to={buildPath(ROUTES.project, { slug })} size="sm">
        ← {t('projects:back')}
      </Anchor>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {keys.data ? `${t('partner:pageTitle')}: ${keys.data.project.name}` : t('partner:pageTitle')}
      </Title>
      {keys.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : keys.isError ? (
        <Alert color="yellow" data-testid="api-keys-refused">
          {serverErrorMessage(keys.error) ?? t('partner:notEnterprise')}
        </Alert>
      ) : (
        <>
          <Stack gap={4}>
            <Text c="dimmed">{t('partner:pageIntro', { project: keys.data.project.name })}</Text>
            <Anchor href={`${API_BASE}/docs`} target="_blank" rel="noopener" underline="always">
              {t('partner:docsLink')}
            </Anchor>
          </Stack>
          {created ? (
            <NewKey keyText={created} onDone={() => setCreated(null)} />
          ) : (
            <CreateKey project={slug} onCreated={setCreated} />
          )}
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('partner:listTitle')}
            </Title>
            <KeyList items={keys.data.items} onRevoke={setRevoking} />
          </Stack>
          <RevokeDialog project={slug} apiKey={revoking} onClose={() => setRevoking(null)} />
        </>
      )}
    </Stack>
  );
}
