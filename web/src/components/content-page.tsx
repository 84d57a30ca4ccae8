import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';

/**
 * The frame of every informational page: its title and description set as the page's meta, a heading, an
 * introduction and the page's own content, in a column narrow enough to read.
 */
export function ContentPage({
  title,
  description,
  intro,
  children,
  size = 'md',
}: {
  title: TranslationKey;
  description: TranslationKey;
  intro?: TranslationKey;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  usePageMeta(t(title), t(description));
  return (
    <Container size={size} py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            {t(title)}
          </Title>
          {intro && (
            <Text fz="lg" c="dimmed">
              {t(intro)}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** Headed paragraphs, as legal pages and guides have them. */
export function Sections({ items }: { items: readonly (readonly [TranslationKey, TranslationKey])[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {items.map(([title, text]) => (
        <section key={title}>
          <Title order={2} fz="h3" mb={6}>
            {t(title)}
          </Title>
          <Text>{t(text)}</Text>
        </section>
      ))}
    </Stack>
  );
}

/** Cards in a responsive grid: one column on phones. `headingOrder` 3 when the grid sits under its own heading. */
export function CardGrid({
  items,
  cols = 2,
  headingOrder = 2,
  testId,
}: {
  items: readonly (readonly [TranslationKey, TranslationKey])[];
  cols?: 2 | 3;
  headingOrder?: 2 | 3;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} data-testid={testId}>
      {items.map(([title, text]) => (
        <Card key={title} withBorder radius="md" padding="lg" component="section">
          <Title order={headingOrder} fz="h4" mb={6}>
            {t(title)}
          </Title>
          <Text fz="sm" c="dimmed">
            {t(text)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Buttons to other pages of the portal. */
export function LinkButtons({
  links,
}: {
  links: readonly { to: string; label: TranslationKey; primary?: boolean }[];
}) {
  const { t } = useTranslation();
  return (
    <Group>
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant={link.primary ? 'filled' : 'default'}>
          {t(link.label)}
        </Button>
      ))}
    </Group>
  );
}

/** A link to a page of the portal, inside text. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );
}
