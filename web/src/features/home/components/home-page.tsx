import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PLAN_MONTHLY_PRICE_USD } from '@w2e/core/constants';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSession } from '../../session/use-session';

/**
 * The offer of spec section 1, in its order, each with the page that tells more. Paths are literal where
 * their pages belong to other parts of the portal (games, insights, academy) and are not in ROUTES yet.
 */
const OFFER: { title: TranslationKey; text: TranslationKey; to: string }[] = [
  { title: 'home:offerEvents', text: 'home:offerEventsText', to: ROUTES.guideTasks },
  { title: 'home:offerStats', text: 'home:offerStatsText', to: '/game' },
  { title: 'home:offerAttraction', text: 'home:offerAttractionText', to: ROUTES.partnership },
  { title: 'home:offerMonitoring', text: 'home:offerMonitoringText', to: ROUTES.communityMonitoring },
  { title: 'home:offerInsights', text: 'home:offerInsightsText', to: '/insight' },
  { title: 'home:offerAcademy', text: 'home:offerAcademyText', to: '/academy' },
  { title: 'home:offerWheel', text: 'home:offerWheelText', to: ROUTES.services },
];

const AUDIENCES: [TranslationKey, TranslationKey][] = [
  ['home:forProjects', 'home:forProjectsText'],
  ['home:forPlayers', 'home:forPlayersText'],
  ['home:forClans', 'home:forClansText'],
];

/** Plan prices are whole US dollars, written the same way in both languages. */
const usd = (price: number | null) => (price === null ? '' : `$${price}`);

/**
 * The landing page. It ships in the first bundle, so it stays plain: Mantine layout, text and links, no
 * images or heavy libraries.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageMeta(t('common:slogan'), t('home:heroText'));

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md" maw={720} py={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
          {t('home:heroTitle')}
        </Title>
        <Text fz="lg" c="dimmed">
          {t('home:heroText')}
        </Text>
        <Group>
          {!user && (
            <Button component={Link} to={ROUTES.register} size="md">
              {t('home:ctaStart')}
            </Button>
          )}
          <Button component={Link} to="/game" size="md" variant={user ? 'filled' : 'default'}>
            {t('home:browseGames')}
          </Button>
          <Button component={Link} to="/insight" size="md" variant="default">
            {t('home:readInsights')}
          </Button>
        </Group>
        {!user && (
          <Text fz="sm">
            <Anchor component={Link} to={ROUTES.login}>
              {t('home:ctaSignIn')}
            </Anchor>
          </Text>
        )}
      </Stack>

      <Title order={2} fz="h3" mt="xl" mb="md">
        {t('home:offerTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {OFFER.map((item) => (
          <Card key={item.title} withBorder radius="md" padding="lg" component="section">
            <Title order={3} fz="md" mb={4}>
              <Anchor component={Link} to={item.to} c="inherit" underline="hover">
                {t(item.title)}
              </Anchor>
            </Title>
            <Text fz="sm" c="dimmed">
              {t(item.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Title order={2} fz="h3" mt={48} mb="md">
        {t('home:audienceTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {AUDIENCES.map(([title, text]) => (
          <Stack key={title} gap={4}>
            <Title order={3} fz="md">
              {t(title)}
            </Title>
            <Text fz="sm" c="dimmed">
              {t(text)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg" mt={48} component="section">
        <Title order={2} fz="h3" mb={6}>
          {t('home:pricingTitle')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('home:pricingText', { price: usd(PLAN_MONTHLY_PRICE_USD.basic) })}
        </Text>
        <Text fw={600} mb="md">
          {t('home:pricesLine', {
            basic: usd(PLAN_MONTHLY_PRICE_USD.basic),
            standard: usd(PLAN_MONTHLY_PRICE_USD.standard),
            premium: usd(PLAN_MONTHLY_PRICE_USD.premium),
          })}
        </Text>
        <Button component={Link} to={ROUTES.pricing} variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('home:seePricing')}
        </Button>
      </Card>
    </Container>
  );
}
