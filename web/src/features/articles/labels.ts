import type { ArticleStatus } from '@w2e/core/contracts/articles';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import { ROUTES } from '@w2e/core/routes';
import type { ArticleSection } from '@w2e/core/validation/articles';

/** i18n keys of the names core stores as plain keys (category, section, status, tier). */
export const categoryKey = (category: string) => `articles:category_${category}` as TranslationKey;
export const sectionKey = (section: ArticleSection) => `articles:section_${section}` as TranslationKey;
export const statusKey = (status: ArticleStatus) => `articles:status_${status}` as TranslationKey;
export const tierKey = (tier: PricingTier) => `articles:tier_${tier}` as TranslationKey;

export const sectionListPath = (section: ArticleSection) =>
  section === 'insight' ? ROUTES.insight : ROUTES.academy;
export const articlePath = (section: ArticleSection, slug: string) =>
  `${sectionListPath(section)}/${encodeURIComponent(slug)}`;
export const editPath = (slug: string) => `${ROUTES.articleWrite}/${encodeURIComponent(slug)}`;
