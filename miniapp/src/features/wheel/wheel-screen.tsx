import { useQueryClient } from '@tanstack/react-query';
import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { PLATFORM_WHEEL, prizeText, type SpinResult } from '@w2e/core/contracts/wheel';
import { rotationFor } from '@w2e/core/fairness/wheel-disc';
import { useSession } from '@w2e/react/session/queries';
import { useTimeout } from '@w2e/react/timers';
import { useSpinWheel, useWheel, useWheelSpins, wheelKeys } from '@w2e/react/wheel/queries';
import { useState } from 'react';
import { Page } from '../../components/page';
import { useParams } from '../../components/router';
import { Failed, Loading, Notice } from '../../components/screen-state';
import { serverMessage } from '../../components/server-message';
import { haptic, useMainButton } from '../../components/telegram';
import { useTranslation } from '../../i18n';
import { prefersReducedMotion, WheelDisc } from './wheel-disc';

/** Whole turns the wheel makes before it settles on the server's segment. */
const TURNS = 5;
/** If the browser never reports the turn's end (a hidden tab), the result shows anyway. */
const STOP_FALLBACK_MS = 5000;
const HISTORY_SIZE = 10;

/** The player's last spins, newest first; the portal's page verifies them once the seed is revealed. */
function History({ wheelId }: { wheelId: string }) {
  const { t, i18n } = useTranslation();
  const spins = useWheelSpins(wheelId, { limit: HISTORY_SIZE });
  if (!spins.data) return null;
  return (
    <Section header={t('wheel:history')}>
      {spins.data.items.length === 0 ? <Cell>{t('wheel:noSpins')}</Cell> : null}
      {spins.data.items.map((spin) => (
        <Cell
          key={spin.id}
          data-testid="wheel-history-row"
          subtitle={new Date(spin.created_at).toLocaleString(i18n.language)}
          after={prizeText(t, spin)}
        >
          {spin.label}
        </Cell>
      ))}
    </Section>
  );
}

/**
 * A lucky wheel: the platform's at `/wheel`, an event's at `/wheel/:id`. The MainButton spins; the server
 * decides, then the disc turns to the segment it answered (at once when the player prefers reduced motion) and
 * the result shows with haptic feedback when it stops. The balance and history refresh only after the stop, so
 * nothing gives the result away early; closing the app mid-turn loses nothing, the spin is in the history.
 */
export function WheelScreen() {
  const { id = PLATFORM_WHEEL } = useParams();
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const wheel = useWheel(id);
  const spin = useSpinWheel(id);
  const queryClient = useQueryClient();
  const [reduceMotion] = useState(prefersReducedMotion);
  const [rotation, setRotation] = useState(0);
  const [pending, setPending] = useState<SpinResult | null>(null);
  const [shown, setShown] = useState<SpinResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const data = wheel.data;
  const me = data?.me ?? null;
  const spinning = spin.isPending || pending !== null;

  const finish = (result: SpinResult) => {
    setPending(null);
    setShown(result);
    haptic('success');
    void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
  };

  useTimeout(
    () => {
      if (pending) finish(pending);
    },
    pending ? STOP_FALLBACK_MS : null,
    pending,
  );

  const onSpin = () => {
    if (!data || spinning) return;
    setShown(null);
    setProblem(null);
    spin.mutate(undefined, {
      onSuccess: (result) => {
        setRotation((from) =>
          rotationFor(from, result.spin.segment_index, data.segments.length, reduceMotion ? 0 : TURNS),
        );
        // No transition, no transitionend: the result shows as soon as the wheel is set.
        if (reduceMotion) finish(result);
        else setPending(result);
      },
      onError: (error) => {
        haptic('error');
        setProblem(serverMessage(error, t('errors:requestFailed')));
      },
    });
  };

  const canSpin = Boolean(me && me.spins > 0);
  useMainButton({
    text: spinning ? t('wheel:spinning') : canSpin ? t('wheel:spin') : t('miniapp:wheelNoSpinsLeft'),
    visible: Boolean(me && user),
    enabled: canSpin || spinning,
    loading: spinning,
    onClick: onSpin,
  });

  if (wheel.isError)
    return (
      <Page>
        <Failed message={serverMessage(wheel.error, t('wheel:loadFailed'))} />
      </Page>
    );
  if (!data)
    return (
      <Page>
        <Loading />
      </Page>
    );

  return (
    <Page>
      <List>
        <Section header={data.event_id ? t('miniapp:wheelEvent') : t('wheel:title')}>
          <WheelDisc
            segments={data.segments}
            rotation={rotation}
            animate={!reduceMotion}
            onStopped={() => {
              if (pending) finish(pending);
            }}
          />
          <div aria-live="polite">
            {shown ? (
              <Cell multiline data-testid="wheel-result">
                {t('wheel:result', { label: shown.spin.label })} ({prizeText(t, shown.spin)})
              </Cell>
            ) : null}
            {problem ? (
              <Cell multiline data-testid="wheel-problem">
                {problem}
              </Cell>
            ) : null}
          </div>
          {me ? (
            <>
              <Cell
                data-testid="wheel-balance"
                after={<span data-testid="wheel-balance-count">{me.spins}</span>}
                description={
                  me.next_free_spin_at && me.spins === 0
                    ? t('wheel:nextFreeSpin', {
                        time: new Date(me.next_free_spin_at).toLocaleString(i18n.language),
                      })
                    : data.event_id
                      ? undefined
                      : t('wheel:freeSpinToday')
                }
                multiline
              >
                {t('wheel:balance')}
              </Cell>
              <Cell multiline subtitle={t('wheel:serverSeedHash')} description={t('wheel:fairnessHelp')}>
                <code data-testid="wheel-seed-hash" style={{ wordBreak: 'break-all', fontSize: 12 }}>
                  {me.server_seed_hash}
                </code>
              </Cell>
            </>
          ) : (
            <Notice text={t('miniapp:profileGuest')} />
          )}
        </Section>
        <Section header={t('wheel:odds')} data-testid="wheel-odds">
          {data.segments.map((segment) => (
            <Cell
              key={segment.id}
              data-testid="wheel-odds-row"
              subtitle={
                segment.stock === 0
                  ? t('wheel:soldOut')
                  : segment.stock !== null
                    ? `${prizeText(t, segment)} · ${t('wheel:stockLeft', { count: segment.stock })}`
                    : prizeText(t, segment)
              }
              after={`${segment.odds}%`}
            >
              {segment.label}
            </Cell>
          ))}
        </Section>
        {me && user ? <History wheelId={data.id} /> : null}
      </List>
    </Page>
  );
}
