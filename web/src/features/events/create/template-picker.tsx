import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EventHostList } from '@w2e/core/contracts/events';
import { isLanguage } from '@w2e/core/i18n/languages';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { tierIndex } from '@w2e/core/pricing/tiers';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useCreateFromTemplate, useEventTemplates } from '@w2e/react/events/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';

const hostValue = (host: { kind: string; id: string }) => `${host.kind}:${host.id}`;

/**
 * "Start from a template" on /event/create: the ready campaigns (name, description, task count, and the plan
 * their tasks need when the chosen host's is lower); one makes a draft for the host and opens its editor.
 */
export function TemplatePicker({ hosts }: { hosts: EventHostList }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigate = useNavigate();
  const templates = useEventTemplates();
  const create = useCreateFromTemplate();
  // `?host=` (a new project's page, the Clan Master page) picks the host when the user may host for it.
  const [params] = useSearchParams();
  const asked = hosts.items.find((item) => hostValue(item) === params.get('host')) ?? hosts.items[0];
  const [host, setHost] = useState(asked ? hostValue(asked) : null);
  const chosen = hosts.items.find((item) => hostValue(item) === host);
  if (!templates.data || hosts.items.length === 0) return null;
  const use = (templateId: string) => {
    if (!chosen) return;
    create.mutate(
      { templateId, body: { host: { kind: chosen.kind, id: chosen.id } } },
      {
        onSuccess: ({ event }) => {
          toast.success(t('eventTemplates:created'));
          navigate(buildPath(ROUTES.eventUpdate, { slug: event.slug }));
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="template-picker">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('eventTemplates:title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('eventTemplates:intro')}
        </Text>
        {hosts.items.length > 1 && (
          <Select
            label={t('eventTemplates:host')}
            allowDeselect={false}
            value={host}
            onChange={setHost}
            data={hosts.items.map((item) => ({ value: hostValue(item), label: item.name }))}
          />
        )}
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {templates.data.items.map((template) => (
            <Card
              component="li"
              key={template.id}
              withBorder
              padding="md"
              data-testid={`template-${template.id}`}
            >
              <Stack gap="xs" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Text fw={600}>{template.name[language]}</Text>
                  <Text size="sm" c="dimmed">
                    {template.description[language]}
                  </Text>
                  <Group gap="xs">
                    <Badge variant="light">
                      {t('eventTemplates:taskCount', { count: template.tasks.length })}
                    </Badge>
                    {chosen && tierIndex(chosen.tier) < tierIndex(template.tier) && (
                      <Badge color="orange" variant="light">
                        {t('eventTemplates:needsPlan', { tier: t(PLAN_LABELS[template.tier]) })}
                      </Badge>
                    )}
                  </Group>
                </Stack>
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    loading={create.isPending && create.variables?.templateId === template.id}
                    disabled={!chosen || create.isPending}
                    onClick={() => use(template.id)}
                    aria-label={`${t('eventTemplates:use')}: ${template.name[language]}`}
                  >
                    {t('eventTemplates:use')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
