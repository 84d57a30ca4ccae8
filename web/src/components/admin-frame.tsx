import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';

/**
 * The frame of every admin page (/admin and the sections under it): its title and description and a way back
 * to /admin. Who may see it is decided by the route tree (the operator group of app/routes.tsx, behind
 * OperatorGate); each domain keeps its own admin pages and lists them in its routes.tsx.
 */
export function AdminFrame({
  title,
  description,
  landing = false,
  children,
}: {
  title: string;
  description: string;
  /** /admin itself: no link back to it. */
  landing?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageMeta(title, description);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {!landing && (
          <Anchor component={Link} to={ROUTES.admin} size="sm">
            ← {t('admin:back')}
          </Anchor>
        )}
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
