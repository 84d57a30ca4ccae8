import { List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import type { EVENT_PHASES_FILTER, EventSummary } from '@w2e/core/contracts/events';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { useEventList } from '@w2e/react/events/queries';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate } from '../../components/router';
import { Failed, Loading } from '../../components/screen-state';
import { useTranslation } from '../../i18n';

type Phase = (typeof EVENT_PHASES_FILTER)[number];
const PHASES: { phase: Phase; label: TranslationKey }[] = [
  { phase: 'ongoing', label: 'miniapp:eventsOngoing' },
  { phase: 'upcoming', label: 'miniapp:eventsUpcoming' },
  { phase: 'ended', label: 'miniapp:eventsEnded' },
];
const PER_SECTION = 20;

function EventCell({ event }: { event: EventSummary }) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const start = new Date(event.start_time).toLocaleDateString(i18n.language);
  const end = event.end_time ? new Date(event.end_time).toLocaleDateString(i18n.language) : null;
  return (
    <ActionCell
      data-testid="event-cell"
      onClick={() => void navigate(`/events/${event.slug}`)}
      subtitle={`${event.host.name} · ${end ? `${start} – ${end}` : start}`}
      description={event.prize_pool ?? undefined}
      multiline
    >
      {event.title}
    </ActionCell>
  );
}

/** One phase's events; a phase with none is left out (an empty "Ended" section says nothing). */
function PhaseSection({ phase, label }: { phase: Phase; label: TranslationKey }) {
  const { t } = useTranslation();
  const list = useEventList({ status: phase, limit: PER_SECTION });
  if (list.isPending) return phase === 'ongoing' ? <Loading /> : null;
  if (list.isError) return phase === 'ongoing' ? <Failed onRetry={() => void list.refetch()} /> : null;
  if (list.data.items.length === 0) return null;
  return (
    <Section header={t(label)}>
      {list.data.items.map((event) => (
        <EventCell key={event.id} event={event} />
      ))}
    </Section>
  );
}

/** Published events, ongoing first, then upcoming, then ended. */
export function EventsScreen() {
  const { t } = useTranslation();
  const ongoing = useEventList({ status: 'ongoing', limit: PER_SECTION });
  const upcoming = useEventList({ status: 'upcoming', limit: PER_SECTION });
  const ended = useEventList({ status: 'ended', limit: PER_SECTION });
  const empty = [ongoing, upcoming, ended].every((q) => q.isSuccess && q.data.items.length === 0);
  return (
    <Page>
      <List>
        {empty ? (
          <Placeholder header={t('miniapp:eventsTitle')} description={t('miniapp:eventsEmpty')} />
        ) : null}
        {PHASES.map(({ phase, label }) => (
          <PhaseSection key={phase} phase={phase} label={label} />
        ))}
      </List>
    </Page>
  );
}
