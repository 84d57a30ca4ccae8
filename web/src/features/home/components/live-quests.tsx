import type { EventSummary } from '@w2e/core/contracts/events';
import { EVENT_BADGE_LABELS, eventBadge, relativeTime } from '@w2e/core/events/discovery';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useEventList } from '@w2e/react/events/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home-page.module.css';

/** The featured row's size and the live list's. */
const FEATURED = 3;
const LIVE = 6;

function TimeLeft({ event, now }: { event: EventSummary; now: Date }) {
  const { t, i18n } = useTranslation();
  const badge = eventBadge(event, now);
  if (badge === 'upcoming')
    return <>{t('discovery:startsIn', { when: relativeTime(event.start_time, now, i18n.language) })}</>;
  if (event.end_time === null) return <>{t('discovery:noEnd')}</>;
  return <>{t('discovery:endsIn', { when: relativeTime(event.end_time, now, i18n.language) })}</>;
}

/** A live quest: thumbnail, title (the link), host, its status, prize pool and time left. */
function Quest({ event, now }: { event: EventSummary; now: Date }) {
  const { t } = useTranslation();
  const image = event.thumbnail ?? event.banner;
  return (
    <li className={classes.quest} data-testid="live-quest">
      {image ? <img src={image} alt="" className={classes.questImage} loading="lazy" /> : null}
      <div className={classes.questBody}>
        <h3 className={classes.cardTitle}>
          <Link to={buildPath(ROUTES.eventDetail, { slug: event.slug })}>{event.title}</Link>
        </h3>
        <p className={classes.dimmed}>{t('eventPlay:hostedBy', { host: event.host.name })}</p>
        <p className={classes.questFacts}>
          <span className={classes.questBadge}>{t(EVENT_BADGE_LABELS[eventBadge(event, now)])}</span>
          {event.prize_pool ? (
            <span>
              {t('eventPlay:prizePool')}: <strong>{event.prize_pool}</strong>
            </span>
          ) : null}
          <span>
            <TimeLeft event={event} now={now} />
          </span>
        </p>
      </div>
    </li>
  );
}

/**
 * The home page's live quests (running and starting soon) under the featured row an operator picks. Loaded
 * after the page has hydrated, in a chunk of its own: the home page's first JavaScript stays as it was.
 */
export function LiveQuests() {
  const { t } = useTranslation();
  const featured = useEventList({ featured: 'true', status: 'live', limit: FEATURED, offset: 0 });
  const live = useEventList({ status: 'live', limit: LIVE, offset: 0 });
  const now = new Date();
  const featuredIds = new Set(featured.data?.items.map((event) => event.id));
  const rest = live.data?.items.filter((event) => !featuredIds.has(event.id)) ?? [];
  if (!featured.data || !live.data) return null;
  return (
    <>
      {featured.data.items.length > 0 ? (
        <>
          <h3 className={classes.rowTitle}>{t('discovery:featuredBadge')}</h3>
          <ul className={classes.questGrid} data-testid="featured-quests">
            {featured.data.items.map((event) => (
              <Quest key={event.id} event={event} now={now} />
            ))}
          </ul>
        </>
      ) : null}
      {rest.length > 0 ? (
        <ul className={classes.questGrid} data-testid="live-quests">
          {rest.map((event) => (
            <Quest key={event.id} event={event} now={now} />
          ))}
        </ul>
      ) : featured.data.items.length === 0 ? (
        <p className={classes.dimmed}>{t('discovery:liveEmpty')}</p>
      ) : null}
    </>
  );
}
