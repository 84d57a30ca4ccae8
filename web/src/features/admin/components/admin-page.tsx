import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { RequireOperator } from './require-operator';

/**
 * The admin area's sections. Articles, projects and messages are pages of other features (content, pages);
 * this landing page only links to their paths.
 */
const SECTIONS = [
  { to: ROUTES.adminGameClaims, title: 'admin:gameClaims', hint: 'admin:gameClaimsHint' },
  { to: '/admin/articles', title: 'admin:articles', hint: 'admin:articlesHint' },
  { to: '/admin/projects', title: 'admin:projects', hint: 'admin:projectsHint' },
  { to: '/admin/messages', title: 'admin:messages', hint: 'admin:messagesHint' },
] as const;

/** /admin: operators see the admin sections; everyone else a not-allowed message. */
export function AdminPage() {
  const { t } = useTranslation();
  usePageMeta(t('admin:title'), t('admin:description'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('admin:title')}</Title>
        <RequireOperator>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Card component={Link} to={section.to} withBorder radius="md" padding="lg" h="100%">
                  <Text fw={600} fz="lg">
                    {t(section.title)}
                  </Text>
                  <Text c="dimmed" size="sm">
                    {t(section.hint)}
                  </Text>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </RequireOperator>
      </Stack>
    </Container>
  );
}
