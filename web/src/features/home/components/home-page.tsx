import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSession } from '../../session/use-session';

/** The offer of spec section 1, in its order. */
const OFFER: [TranslationKey, TranslationKey][] = [
  ['home:offerEvents', 'home:offerEventsText'],
  ['home:offerStats', 'home:offerStatsText'],
  ['home:offerAttraction', 'home:offerAttractionText'],
  ['home:offerMonitoring', 'home:offerMonitoringText'],
  ['home:offerInsights', 'home:offerInsightsText'],
  ['home:offerAcademy', 'home:offerAcademyText'],
  ['home:offerWheel', 'home:offerWheelText'],
];

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageMeta(t('common:slogan'), t('home:heroText'));

  return (
    <Container size="lg" py="xl">
      <Stack gap="md" maw={720} py="xl">
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
          {t('home:heroTitle')}
        </Title>
        <Text fz="lg" c="dimmed">
          {t('home:heroText')}
        </Text>
        {!user && (
          <Group>
            <Button component={Link} to={ROUTES.register} size="md">
              {t('home:ctaStart')}
            </Button>
            <Button component={Link} to={ROUTES.login} size="md" variant="default">
              {t('home:ctaSignIn')}
            </Button>
          </Group>
        )}
      </Stack>
      <Title order={2} fz="h3" mt="xl" mb="md">
        {t('home:offerTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {OFFER.map(([title, text]) => (
          <Card key={title} withBorder radius="md" padding="lg">
            <Text fw={700} mb={4}>
              {t(title)}
            </Text>
            <Text fz="sm" c="dimmed">
              {t(text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
