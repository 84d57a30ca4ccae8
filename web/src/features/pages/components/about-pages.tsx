import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid, ContentPage, LinkButtons, Sections } from '../../../components/content-page';

type Pair = readonly [TranslationKey, TranslationKey];

/** /about: who we are, with the ways into the rest of the company pages. */
export function AboutPage() {
  const { t } = useTranslation();
  const more: { to: string; label: TranslationKey }[] = [
    { to: ROUTES.services, label: 'pages:servicesTitle' },
    { to: ROUTES.team, label: 'pages:teamTitle' },
    { to: ROUTES.roadmap, label: 'pages:roadmapTitle' },
    { to: ROUTES.partnership, label: 'pages:partnershipTitle' },
    { to: ROUTES.pricing, label: 'pages:pricingTitle' },
    { to: ROUTES.ifo, label: 'pages:ifoTitle' },
    { to: ROUTES.termCondition, label: 'pages:termConditionTitle' },
    { to: ROUTES.tos, label: 'pages:tosTitle' },
    { to: ROUTES.privacyPolicy, label: 'pages:privacyTitle' },
    { to: ROUTES.referralTerms, label: 'pages:referralTermsTitle' },
  ];
  return (
    <ContentPage title="pages:aboutTitle" description="pages:aboutDescription" intro="pages:aboutIntro">
      <Sections
        items={[
          ['pages:aboutMissionTitle', 'pages:aboutMissionText'],
          ['pages:aboutWhatTitle', 'pages:aboutWhatText'],
          ['pages:aboutValuesTitle', 'pages:aboutValuesText'],
        ]}
      />
      <nav aria-labelledby="about-links">
        <Title order={2} fz="h3" mb="sm" id="about-links">
          {t('pages:aboutLinks')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {more.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to}>
              {t(link.label)}
            </Anchor>
          ))}
        </SimpleGrid>
      </nav>
    </ContentPage>
  );
}

/** The services of the offer (spec section 1), each with where to see it. */
const SERVICES: { title: TranslationKey; text: TranslationKey; to?: string }[] = [
  { title: 'pages:serviceEventsTitle', text: 'pages:serviceEventsText', to: ROUTES.guideTasks },
  { title: 'pages:serviceStatsTitle', text: 'pages:serviceStatsText' },
  { title: 'pages:serviceAttractionTitle', text: 'pages:serviceAttractionText', to: ROUTES.partnership },
  {
    title: 'pages:serviceMonitoringTitle',
    text: 'pages:serviceMonitoringText',
    to: ROUTES.communityMonitoring,
  },
  { title: 'pages:serviceContentTitle', text: 'pages:serviceContentText', to: ROUTES.pricing },
  { title: 'pages:serviceAcademyTitle', text: 'pages:serviceAcademyText' },
  { title: 'pages:serviceWheelTitle', text: 'pages:serviceWheelText' },
];

/** /about/service. */
export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      title="pages:servicesTitle"
      description="pages:servicesDescription"
      intro="pages:servicesIntro"
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SERVICES.map((service) => (
          <Card key={service.title} withBorder radius="md" padding="lg" component="section">
            <Title order={2} fz="h4" mb={6}>
              {t(service.title)}
            </Title>
            <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
              {t(service.text)}
            </Text>
            {service.to && (
              <Anchor component={Link} to={service.to} fz="sm" mt="sm">
                {t('pages:learnMore')}
                <VisuallyHidden> — {t(service.title)}</VisuallyHidden>
              </Anchor>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <LinkButtons
        links={[
          { to: ROUTES.pricing, label: 'home:seePricing', primary: true },
          { to: ROUTES.contact, label: 'pages:helpContactUs' },
        ]}
      />
    </ContentPage>
  );
}

/** The six features of the Telegram monitoring service (spec section 1). */
export const MONITORING_FEATURES: Pair[] = [
  ['pages:monitoringInactive', 'pages:monitoringInactiveText'],
  ['pages:monitoringCaptcha', 'pages:monitoringCaptchaText'],
  ['pages:monitoringContribution', 'pages:monitoringContributionText'],
  ['pages:monitoringJoinLeft', 'pages:monitoringJoinLeftText'],
  ['pages:monitoringMinigame', 'pages:monitoringMinigameText'],
  ['pages:monitoringReferral', 'pages:monitoringReferralText'],
];

/** /about/service/community-monitoring. */
export function CommunityMonitoringPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      title="pages:monitoringTitle"
      description="pages:monitoringDescription"
      intro="pages:monitoringIntro"
      size="lg"
    >
      <Alert variant="light" color="teal" title={t('pages:monitoringTarget')} />
      <section>
        <Title order={2} fz="h3" mb="sm">
          {t('pages:monitoringSetupTitle')}
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>{t('pages:monitoringStep1')}</List.Item>
          <List.Item>{t('pages:monitoringStep2')}</List.Item>
          <List.Item>{t('pages:monitoringStep3')}</List.Item>
          <List.Item>{t('pages:monitoringStep4')}</List.Item>
        </List>
      </section>
      <section aria-labelledby="monitoring-roles">
        <Title order={2} fz="h3" mb="sm" id="monitoring-roles">
          {t('monitoring:rolesTitle')}
        </Title>
        <CardGrid
          headingOrder={3}
          items={[
            ['monitoring:guardName', 'monitoring:guardRole'],
            ['monitoring:pulseName', 'monitoring:pulseRole'],
          ]}
        />
      </section>
      <LinkButtons
        links={[{ to: ROUTES.monitoringDashboard, label: 'monitoring:openDashboard', primary: true }]}
      />
      <section aria-labelledby="monitoring-features">
        <Title order={2} fz="h3" mb="sm" id="monitoring-features">
          {t('pages:monitoringFeaturesTitle')}
        </Title>
        <CardGrid items={MONITORING_FEATURES} cols={3} headingOrder={3} testId="monitoring-features" />
      </section>
      <LinkButtons
        links={[{ to: `${ROUTES.contact}?topic=sales`, label: 'pages:monitoringCta', primary: true }]}
      />
    </ContentPage>
  );
}

/** /about/partnership. */
export function PartnershipPage() {
  return (
    <ContentPage
      title="pages:partnershipTitle"
      description="pages:partnershipDescription"
      intro="pages:partnershipIntro"
    >
      <CardGrid
        cols={3}
        items={[
          ['pages:partnershipGamesTitle', 'pages:partnershipGamesText'],
          ['pages:partnershipGuildsTitle', 'pages:partnershipGuildsText'],
          ['pages:partnershipMediaTitle', 'pages:partnershipMediaText'],
        ]}
      />
      <Sections items={[['pages:partnershipHowTitle', 'pages:partnershipHowText']]} />
      <LinkButtons
        links={[{ to: `${ROUTES.contact}?topic=partnership`, label: 'pages:partnershipCta', primary: true }]}
      />
    </ContentPage>
  );
}

/** /about/team. */
export function TeamPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title="pages:teamTitle" description="pages:teamDescription" intro="pages:teamIntro">
      <CardGrid
        items={[
          ['pages:teamProduct', 'pages:teamProductText'],
          ['pages:teamEngineering', 'pages:teamEngineeringText'],
          ['pages:teamCommunity', 'pages:teamCommunityText'],
          ['pages:teamPartnerships', 'pages:teamPartnershipsText'],
        ]}
      />
      <Text>
        <Anchor component={Link} to={ROUTES.contact}>
          {t('pages:teamJoin')}
        </Anchor>
      </Text>
    </ContentPage>
  );
}

/** The five phases of spec section 1, in order. */
const PHASES: Pair[] = [
  ['pages:roadmapKickOff', 'pages:roadmapKickOffText'],
  ['pages:roadmapMvp', 'pages:roadmapMvpText'],
  ['pages:roadmapFirstRelease', 'pages:roadmapFirstReleaseText'],
  ['pages:roadmapExpanding', 'pages:roadmapExpandingText'],
  ['pages:roadmapEvolution', 'pages:roadmapEvolutionText'],
];

/** The phase we are in (version 3.2.3): the ones before it are done. */
const CURRENT_PHASE = 3;

/** /about/roadmap. */
export function RoadmapPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title="pages:roadmapTitle" description="pages:roadmapDescription" intro="pages:roadmapIntro">
      <Timeline bulletSize={28} lineWidth={2} active={CURRENT_PHASE}>
        {PHASES.map(([title, text], index) => (
          <Timeline.Item
            key={title}
            bullet={
              <Text fz="xs" fw={700}>
                {index + 1}
              </Text>
            }
            title={
              <Group gap="xs">
                <Title order={2} fz="h4">
                  {t(title)}
                </Title>
                <Badge variant="light">{t('pages:roadmapPhase', { number: index + 1 })}</Badge>
              </Group>
            }
          >
            <Stack gap={4}>
              <Text c="dimmed" fz="sm">
                {t(text)}
              </Text>
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </ContentPage>
  );
}
