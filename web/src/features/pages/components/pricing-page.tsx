import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { previousTier, tierAdditions } from '@w2e/core/pricing/additions';
import { PLAN_LABELS, PLAN_MONTHLY_PRICE_USD } from '@w2e/core/pricing/plans';
import { type PlanFeature, PRICING_TIERS, type PricingTier } from '@w2e/core/pricing/tiers';
import { ROUTES } from '@w2e/core/routes';
import { TASK_TRAITS } from '@w2e/core/tasks/types';
import { ARTICLE_MONTHLY_QUOTA } from '@w2e/core/validation/articles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage, PageLink } from '../../../components/content-page';
import { signUpForPlan } from '../../../lib/chosen-plan';

const PLAN_TEXT: Record<PricingTier, TranslationKey> = {
  basic: 'pages:planBasicText',
  standard: 'pages:planStandardText',
  premium: 'pages:planPremiumText',
  enterprise: 'pages:planEnterpriseText',
};
const FEATURE_LABELS: Record<PlanFeature, TranslationKey> = {
  transaction_tasks: 'pages:featureTransactionTasks',
  offchain_statistics: 'pages:featureOffchainStatistics',
  mini_game: 'pages:featureMiniGame',
  api_integration: 'pages:featureApiIntegration',
};

function PlanCard({ tier }: { tier: PricingTier }) {
  const { t } = useTranslation();
  const price = PLAN_MONTHLY_PRICE_USD[tier];
  const quota = ARTICLE_MONTHLY_QUOTA[tier];
  const below = previousTier(tier);
  const { taskTypes, features } = tierAdditions(tier);
  const name = t(PLAN_LABELS[tier]);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={name}
      data-testid={`plan-${tier}`}
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h3">
            {name}
          </Title>
          {tier === 'standard' && <Badge variant="light">{t('pages:pricingPopular')}</Badge>}
        </Group>
        <Text fz="sm" c="dimmed">
          {t(PLAN_TEXT[tier])}
        </Text>
        {price === null ? (
          <Text fz={26} fw={800} lh={1.45}>
            {t('pages:pricingContactSales')}
          </Text>
        ) : (
          <Text fz={32} fw={800} lh={1.2}>
            ${price}
            <Text span fz="md" fw={500} c="dimmed">
              {t('pages:pricingPerMonth')}
            </Text>
          </Text>
        )}
        <Text fw={600} fz="sm">
          {below
            ? t('pages:pricingIncludesPrevious', { plan: t(PLAN_LABELS[below]) })
            : t('pages:pricingIncludes')}
        </Text>
        <List spacing={4} fz="sm">
          {taskTypes.map((type) => (
            <List.Item key={type}>{t(TASK_TRAITS[type].labelKey)}</List.Item>
          ))}
          {features.map((feature) => (
            <List.Item key={feature}>{t(FEATURE_LABELS[feature])}</List.Item>
          ))}
          <List.Item>
            {quota === null
              ? t('pages:pricingArticlesUnlimited')
              : t('pages:pricingArticles', { count: quota })}
          </List.Item>
        </List>
      </Stack>
      {price === null ? (
        <Button component={Link} to={`${ROUTES.contact}?topic=sales`} mt="lg" fullWidth>
          {t('pages:pricingContactSales')}
        </Button>
      ) : (
        <Button
          component={Link}
          to={signUpForPlan(tier, ROUTES.register, ROUTES.projectNew)}
          mt="lg"
          fullWidth
          variant={tier === 'standard' ? 'filled' : 'default'}
        >
          {t('pages:pricingChoose')}
        </Button>
      )}
    </Card>
  );
}

/**
 * /pricing: the four plans of spec section 9, each listing what it adds to the plan below — the task types
 * and features taken from core's task registry, so the page and the server's tier rules always agree.
 */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      title="pages:pricingTitle"
      description="pages:pricingDescription"
      intro="pages:pricingIntro"
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {PRICING_TIERS.map((tier) => (
          <PlanCard key={tier} tier={tier} />
        ))}
      </SimpleGrid>
      <Text>
        <PageLink to={ROUTES.faq}>{t('pages:pricingFaq')}</PageLink>
      </Text>
    </ContentPage>
  );
}
