import { Cell, Section } from '@telegram-apps/telegram-ui';
import { PLATFORM_WHEEL } from '@w2e/core/contracts/wheel';
import { useEventList, useMyCampaigns } from '@w2e/react/events/queries';
import { useSession } from '@w2e/react/session/queries';
import { useWheel } from '@w2e/react/wheel/queries';
import { ActionCell } from '../../components/action-cell';
import { useNavigate } from '../../components/router';
import { useTranslation } from '../../i18n';

/**
 * The start screen's home part: the featured quest (a button opening it) and, signed in, the player's total
 * score and spins. Loaded after the start screen, in its own chunk: the first screen's JavaScript stays small.
 */
export default function StartHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const featured = useEventList({ featured: 'true', status: 'live', limit: 1, offset: 0 }).data?.items[0];
  if (!featured && !user) return null;
  return (
    <Section>
      {featured ? (
        <ActionCell
          data-testid="home-featured"
          subtitle={t('miniapp:homeFeatured')}
          description={
            featured.prize_pool ? t('miniapp:homeFeaturedPrize', { prize: featured.prize_pool }) : undefined
          }
          multiline
          onClick={() => void navigate(`/events/${featured.slug}`)}
        >
          {featured.title}
        </ActionCell>
      ) : null}
      {user ? <ScoreAndSpins /> : null}
    </Section>
  );
}

/** The signed-in player's total score over their events and their spins on the platform's wheel. */
function ScoreAndSpins() {
  const { t } = useTranslation();
  const campaigns = useMyCampaigns();
  const wheel = useWheel(PLATFORM_WHEEL);
  const score = campaigns.data?.joined.reduce((sum, event) => sum + event.score.total, 0);
  return (
    <>
      <Cell after={<span data-testid="home-score">{score ?? '…'}</span>}>{t('miniapp:profileScore')}</Cell>
      <Cell after={<span data-testid="home-spins">{wheel.data?.me ? wheel.data.me.spins : '…'}</span>}>
        {t('miniapp:profileSpins')}
      </Cell>
    </>
  );
}
