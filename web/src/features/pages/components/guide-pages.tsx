import { Accordion, Anchor, Badge, Button, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { ROUTES } from '@w2e/core/routes';
import {
  isCheckSource,
  outsideSourceOf,
  type ScoreColumn,
  SOURCE_LABELS,
  TASK_TRAITS,
  TASK_TYPES,
  type TaskType,
  type Verification,
  WITHOUT_ACCESS,
} from '@w2e/core/tasks/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid, ContentPage, LinkButtons, Sections } from '../../../components/content-page';
import { COMMUNITY_CHAT_URL } from '../../../lib/links';

/** /help: the short answers, and where to go for more. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title="pages:helpTitle" description="pages:helpDescription" intro="pages:helpIntro">
      <CardGrid
        items={[
          ['pages:helpAccountTitle', 'pages:helpAccountText'],
          ['pages:helpTasksTitle', 'pages:helpTasksText'],
          ['pages:helpRewardsTitle', 'pages:helpRewardsText'],
          ['pages:helpProjectsTitle', 'pages:helpProjectsText'],
        ]}
      />
      <LinkButtons
        links={[
          { to: ROUTES.guide, label: 'pages:helpOpenGuide' },
          { to: ROUTES.faq, label: 'pages:helpOpenFaq' },
        ]}
      />
      <Card withBorder radius="md" padding="lg" component="section">
        <Title order={2} fz="h3" mb={6}>
          {t('pages:helpContactTitle')}
        </Title>
        <Text mb="md">{t('pages:helpContactText')}</Text>
        <Group>
          <Button component={Link} to={ROUTES.contact}>
            {t('pages:helpContactUs')}
          </Button>
          <Button
            component="a"
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
          >
            {t('pages:helpCommunityChat')}
          </Button>
        </Group>
      </Card>
    </ContentPage>
  );
}

const STEPS: [TranslationKey, TranslationKey][] = [
  ['pages:guideStep1Title', 'pages:guideStep1Text'],
  ['pages:guideStep2Title', 'pages:guideStep2Text'],
  ['pages:guideStep3Title', 'pages:guideStep3Text'],
  ['pages:guideStep4Title', 'pages:guideStep4Text'],
  ['pages:guideStep5Title', 'pages:guideStep5Text'],
];

/** /guide: from sign-up to a first reward, then the projects' side. */
export function GuidePage() {
  const { t } = useTranslation();
  return (
    <ContentPage title="pages:guideTitle" description="pages:guideDescription" intro="pages:guideIntro">
      <List type="ordered" spacing="md">
        {STEPS.map(([title, text]) => (
          <List.Item key={title}>
            <Text fw={700}>{t(title)}</Text>
            <Text c="dimmed">{t(text)}</Text>
          </List.Item>
        ))}
      </List>
      <LinkButtons links={[{ to: ROUTES.guideTasks, label: 'pages:guideTasksLink', primary: true }]} />
      <Sections items={[['pages:guideProjectsTitle', 'pages:guideProjectsText']]} />
      <Group>
        <Anchor component={Link} to={ROUTES.pricing}>
          {t('pages:pricingTitle')}
        </Anchor>
        <Anchor component={Link} to={ROUTES.faq}>
          {t('faq:title')}
        </Anchor>
      </Group>
    </ContentPage>
  );
}

export const VERIFICATION_LABELS: Record<Verification, TranslationKey> = {
  automatic: 'pages:verificationAutomatic',
  submission: 'pages:verificationSubmission',
  review: 'pages:verificationReview',
  self_declared: 'pages:verificationSelfDeclared',
};
export const SCORE_LABELS: Record<ScoreColumn, TranslationKey> = {
  in_game: 'pages:scoreInGame',
  social: 'pages:scoreSocial',
  other: 'pages:scoreOther',
};
/** Every task type has its explanation; the type system fails the build when one is missing. */
const howKey = (type: TaskType): TranslationKey => `pages:taskHow_${type}`;

/**
 * /guide/tasks: every task type of core's registry, with how it is checked (the registry's answer: what checks
 * it, and what it becomes where this site can't ask that source) and scored.
 */
export function GuideTasksPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      title="pages:guideTasksTitle"
      description="pages:guideTasksDescription"
      intro="pages:guideTasksIntro"
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="task-types">
        {TASK_TYPES.map((type) => {
          const task = TASK_TRAITS[type];
          const source = outsideSourceOf(type);
          return (
            <Card key={type} withBorder radius="md" padding="md" component="section" data-testid={type}>
              <Title order={2} fz="h4" mb={4}>
                {t(task.labelKey)}
              </Title>
              <Text fz="sm" mb="sm">
                {t(howKey(type))}
              </Text>
              <Text fz="sm" c="dimmed" mb="xs" data-testid="task-check">
                {t(VERIFICATION_LABELS[task.verification])}
              </Text>
              {source && WITHOUT_ACCESS[source] === 'self_declared' ? (
                <Text fz="xs" c="dimmed" mb="xs" data-testid="task-without-access">
                  {t('pages:guideTasksWithoutAccess')}
                </Text>
              ) : null}
              <Group gap="xs">
                {isCheckSource(task.checkedBy) ? (
                  <Badge variant="dot" data-testid="task-source">
                    {t(SOURCE_LABELS[task.checkedBy])}
                  </Badge>
                ) : null}
                <Badge variant="light">
                  {t('pages:guideTasksColumnScore')}: {t(SCORE_LABELS[task.scoreColumn])}
                </Badge>
                <Badge variant="outline" component={Link} to={ROUTES.pricing} style={{ cursor: 'pointer' }}>
                  {t('pages:guideTasksColumnPlan')}: {t(PLAN_LABELS[task.minTier])}
                </Badge>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </ContentPage>
  );
}

const PLAYER_QUESTIONS = [1, 2, 3, 4, 5, 6] as const;
const PROJECT_QUESTIONS = [7, 8, 9, 10] as const;
type QuestionNumber = (typeof PLAYER_QUESTIONS)[number] | (typeof PROJECT_QUESTIONS)[number];

function QuestionGroup({ title, numbers }: { title: TranslationKey; numbers: readonly QuestionNumber[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <Title order={2} fz="h3" mb="sm">
        {t(title)}
      </Title>
      <Accordion variant="separated" radius="md">
        {numbers.map((n) => (
          <Accordion.Item key={n} value={`q${n}`}>
            <Accordion.Control>{t(`faq:q${n}`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq:a${n}`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

/** /faq: questions in an accordion, players' first. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title="faq:title" description="faq:description" intro="faq:intro">
      <QuestionGroup title="faq:groupPlayers" numbers={PLAYER_QUESTIONS} />
      <QuestionGroup title="faq:groupProjects" numbers={PROJECT_QUESTIONS} />
      <Text>
        <Anchor component={Link} to={ROUTES.contact}>
          {t('pages:helpContactUs')}
        </Anchor>
      </Text>
    </ContentPage>
  );
}
