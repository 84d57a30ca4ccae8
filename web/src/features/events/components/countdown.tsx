import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';

/** The current time, ticking every second while mounted. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function parts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Time left to the start before the event starts, to the end while it runs; nothing for a nonstop event or
 * one that is over. It ticks on its own, so the rest of the page does not re-render every second; on a page
 * rendered on the server its figures appear once the page is hydrated, in the space kept for them.
 */
export function Countdown({ start, end }: { start: string; end: string | null }) {
  const { t } = useTranslation();
  const now = useNow();
  // The seconds of a page rendered on the server would not match the browser's: they tick in once hydrated.
  const hydrated = useHydrated();
  if (end === null) return null;
  const startAt = Date.parse(start);
  const endAt = Date.parse(end);
  const at = now.getTime();
  const target = at < startAt ? startAt : at < endAt ? endAt : null;
  if (target === null) return null;
  return (
    <Stack gap={0} data-testid="event-countdown">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {at < startAt ? t('eventPlay:startsIn') : t('eventPlay:endsIn')}
      </Text>
      <Group gap={4}>
        <Text fw={700} ff="monospace" role="timer" aria-live="off">
          {hydrated ? t('eventPlay:countdownParts', parts(target - at)) : '\u00a0'}
        </Text>
      </Group>
    </Stack>
  );
}
