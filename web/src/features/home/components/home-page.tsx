import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { PLAN_MONTHLY_PRICE_USD } from '@w2e/core/pricing/plans';
import { ROUTES } from '@w2e/core/routes';
import { useSession } from '@w2e/react/session/queries';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadTranslations } from '../../../lib/i18n';
import ui from '../../../lib/plain-ui.module.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageMeta } from '../../../lib/use-page-meta';
import classes from './home-page.module.css';

// The live quests load after hydration in a chunk of their own, with their text: not in the first bundle.
const LiveQuests = lazy(() =>
  Promise.all([import('./live-quests'), loadTranslations()]).then(([m]) => ({ default: m.LiveQuests })),
);

/** Live quests and the featured row, above the offer; the section keeps its room while its list loads. */
function LiveSection() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <section className={classes.live} aria-labelledby="live-quests-title">
      <div className={classes.liveHead}>
        <h2 className={classes.sectionTitle} id="live-quests-title">
          {t('home:liveTitle')}
        </h2>
        <Link to={ROUTES.events} className={ui.link}>
          {t('home:allEvents')}
        </Link>
      </div>
      {hydrated ? (
        <Suspense fallback={null}>
          <LiveQuests />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The offer of spec section 1, in its order, each with the page that tells more. */
const OFFER: { title: TranslationKey; text: TranslationKey; to: string }[] = [
  { title: 'home:offerEvents', text: 'home:offerEventsText', to: ROUTES.guideTasks },
  { title: 'home:offerStats', text: 'home:offerStatsText', to: ROUTES.games },
  { title: 'home:offerAttraction', text: 'home:offerAttractionText', to: ROUTES.partnership },
  { title: 'home:offerMonitoring', text: 'home:offerMonitoringText', to: ROUTES.communityMonitoring },
  { title: 'home:offerInsights', text: 'home:offerInsightsText', to: ROUTES.insight },
  { title: 'home:offerAcademy', text: 'home:offerAcademyText', to: ROUTES.academy },
  { title: 'home:offerWheel', text: 'home:offerWheelText', to: ROUTES.luckyWheel },
];

const AUDIENCES: [TranslationKey, TranslationKey][] = [
  ['home:forProjects', 'home:forProjectsText'],
  ['home:forPlayers', 'home:forPlayersText'],
  ['home:forClans', 'home:forClansText'],
];

/** Plan prices are whole US dollars, written the same way in both languages. */
const usd = (price: number | null) => (price === null ? '' : `$${price}`);

/**
 * The landing page. It ships in the first bundle, so it stays plain: semantic HTML with its own CSS module and
 * the plain buttons of lib/plain-ui (no component library, images or heavy libraries).
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageMeta(t('common:slogan'), t('home:heroText'));
  const button = (variant: 'filled' | 'default' | 'light', large = true) =>
    [ui.button, ui[variant], large ? ui.large : ''].join(' ');

  return (
    <div className={classes.page}>
      <div className={classes.hero}>
        <h1 className={classes.heroTitle}>{t('home:heroTitle')}</h1>
        <p className={classes.lead}>{t('home:heroText')}</p>
        <div className={classes.actions}>
          {!user && (
            <Link to={ROUTES.register} className={button('filled')}>
              {t('home:ctaStart')}
            </Link>
          )}
          <Link to={ROUTES.games} className={button(user ? 'filled' : 'default')}>
            {t('home:browseGames')}
          </Link>
          <Link to={ROUTES.insight} className={button('default')}>
            {t('home:readInsights')}
          </Link>
        </div>
        {!user && (
          <p className={classes.small}>
            <Link to={ROUTES.login} className={ui.link}>
              {t('home:ctaSignIn')}
            </Link>
          </p>
        )}
      </div>

      <LiveSection />

      <h2 className={classes.sectionTitle}>{t('home:offerTitle')}</h2>
      <ul className={classes.grid}>
        {OFFER.map((item) => (
          <li key={item.title} className={classes.card}>
            <h3 className={classes.cardTitle}>
              <Link to={item.to}>{t(item.title)}</Link>
            </h3>
            <p className={classes.dimmed}>{t(item.text)}</p>
          </li>
        ))}
      </ul>

      <h2 className={`${classes.sectionTitle} ${classes.spaced}`}>{t('home:audienceTitle')}</h2>
      <ul className={classes.grid3}>
        {AUDIENCES.map(([title, text]) => (
          <li key={title}>
            <h3 className={classes.cardTitle}>{t(title)}</h3>
            <p className={classes.dimmed}>{t(text)}</p>
          </li>
        ))}
      </ul>

      <section className={`${classes.card} ${classes.pricing}`}>
        <h2 className={classes.sectionTitle}>{t('home:pricingTitle')}</h2>
        <p className={classes.pricingText}>
          {t('home:pricingText', { price: usd(PLAN_MONTHLY_PRICE_USD.basic) })}
        </p>
        <p className={classes.prices}>
          {t('home:pricesLine', {
            basic: usd(PLAN_MONTHLY_PRICE_USD.basic),
            standard: usd(PLAN_MONTHLY_PRICE_USD.standard),
            premium: usd(PLAN_MONTHLY_PRICE_USD.premium),
          })}
        </p>
        <Link to={ROUTES.pricing} className={button('light', false)}>
          {t('home:seePricing')}
        </Link>
      </section>
    </div>
  );
}
