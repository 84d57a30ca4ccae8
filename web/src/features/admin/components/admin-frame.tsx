import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useIsOperator } from '@w2e/react/admin/queries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { RequireUser } from '../../session/require-user';

/**
 * The frame of every admin page (/admin and the sections under it): its title and description, a way back to
 * /admin, and one gate. Visitors are sent to sign in and brought back; signed-in users who are not platform
 * operators are told the area is not theirs. The server refuses their admin calls anyway; this decides what
 * to show, so a section's own content never has to handle "not an operator".
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
    <RequireUser>
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
          <OperatorsOnly>{children}</OperatorsOnly>
        </Stack>
      </Container>
    </RequireUser>
  );
}

function OperatorsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { operator, loading } = useIsOperator();
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (operator) return children;
  return (
    <Alert color="yellow" data-testid="operators-only">
      {t('admin:operatorOnly')}
    </Alert>
  );
}
