import { Card, SimpleGrid, Text } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminFrame } from '../../../components/admin-frame';

/** The admin area's sections; each is a page of its own feature, this landing page only links to them. */
const SECTIONS = [
  { to: ROUTES.adminGameClaims, title: 'admin:gameClaims', hint: 'admin:gameClaimsHint' },
  { to: ROUTES.adminArticles, title: 'admin:articles', hint: 'admin:articlesHint' },
  { to: ROUTES.adminProjects, title: 'admin:projects', hint: 'admin:projectsHint' },
  { to: ROUTES.adminMessages, title: 'admin:messages', hint: 'admin:messagesHint' },
  { to: ROUTES.adminWheel, title: 'wheel:platformSection', hint: 'wheel:platformSectionHint' },
  { to: ROUTES.adminWheelPrizes, title: 'prizes:adminSection', hint: 'prizes:adminSectionHint' },
  { to: ROUTES.adminPlanRequests, title: 'plans:adminTitle', hint: 'plans:adminHint' },
] as const;

/** /admin: operators see the admin sections; everyone else a not-allowed message. */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin:title')} description={t('admin:description')} landing>
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
    </AdminFrame>
  );
}
