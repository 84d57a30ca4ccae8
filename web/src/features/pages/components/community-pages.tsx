import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage, LinkButtons, Sections } from '../../../components/content-page';
import { COMMUNITY_CHAT_URL } from '../../../lib/links';

/** /community: where the community meets. */
export function CommunityPage() {
  const { t } = useTranslation();
  const cards: { title: TranslationKey; text: TranslationKey; action: React.ReactNode }[] = [
    {
      title: 'pages:communityChatTitle',
      text: 'pages:communityChatText',
      action: (
        <Button component="a" href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
          {t('pages:communityChatCta')}
        </Button>
      ),
    },
    {
      title: 'pages:communityLeaderboardTitle',
      text: 'pages:communityLeaderboardText',
      action: (
        <Button component={Link} to={ROUTES.leaderboard} variant="default">
          {t('pages:leaderboardTitle')}
        </Button>
      ),
    },
    {
      title: 'pages:communityClansTitle',
      text: 'pages:communityClansText',
      action: (
        <Button component={Link} to={ROUTES.guide} variant="default">
          {t('pages:guideTitle')}
        </Button>
      ),
    },
  ];
  return (
    <ContentPage
      title="pages:communityTitle"
      description="pages:communityDescription"
      intro="pages:communityIntro"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((card) => (
          <Card key={card.title} withBorder radius="md" padding="lg" component="section">
            <Title order={2} fz="h4" mb={6}>
              {t(card.title)}
            </Title>
            <Text fz="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
              {t(card.text)}
            </Text>
            {card.action}
          </Card>
        ))}
      </SimpleGrid>
      <Sections items={[['pages:communityRulesTitle', 'pages:communityRulesText']]} />
    </ContentPage>
  );
}

/** /ifo: the initial fans offering. */
export function IfoPage() {
  return (
    <ContentPage title="pages:ifoTitle" description="pages:ifoDescription" intro="pages:ifoIntro">
      <Sections
        items={[
          ['pages:ifoHowTitle', 'pages:ifoHowText'],
          ['pages:ifoSignInTitle', 'pages:ifoSignInText'],
          ['pages:ifoRulesTitle', 'pages:ifoRulesText'],
        ]}
      />
      <LinkButtons
        links={[
          { to: ROUTES.register, label: 'home:ctaStart', primary: true },
          { to: ROUTES.termCondition, label: 'pages:termConditionTitle' },
        ]}
      />
    </ContentPage>
  );
}
