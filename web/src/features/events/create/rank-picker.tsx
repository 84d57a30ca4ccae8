import { Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { parseRank, type RankRule, rankBounds, type TierText, tierWords } from '@w2e/core/events/rank';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Kind = RankRule['kind'];
const KINDS: readonly Kind[] = ['all', 'top', 'position', 'range'];
const KIND_LABELS = {
  all: 'tiers:choiceAll',
  top: 'tiers:choiceTop',
  position: 'tiers:choicePosition',
  range: 'tiers:choiceRange',
} as const;

interface Parts {
  kind: Kind;
  n: number | '';
  from: number | '';
  to: number | '';
}

function partsOf(text: string): Parts {
  const rule = parseRank(text);
  switch (rule?.kind) {
    case 'all':
      return { kind: 'all', n: '', from: '', to: '' };
    case 'top':
    case 'position':
      return { kind: rule.kind, n: rule.n, from: '', to: '' };
    case 'range':
      return { kind: 'range', n: '', from: rule.from, to: rule.to };
    default:
      return { kind: 'top', n: '', from: '', to: '' };
  }
}

/**
 * The stored form of the host's choice (spec section 5's rank text: "ALL", "TOP 3", "7", "[4-10]"). A number
 * not given yet makes a text the rank rule refuses, so the form says what is missing.
 */
function textOf(parts: Parts): string {
  switch (parts.kind) {
    case 'all':
      return 'ALL';
    case 'top':
      return parts.n === '' ? '' : `TOP ${parts.n}`;
    case 'position':
      return parts.n === '' ? '' : String(parts.n);
    case 'range':
      return parts.from === '' || parts.to === '' ? '' : `[${parts.from}-${parts.to}]`;
  }
}

/** A new tier's ranks: the ten after the last rank an earlier tier covers, or the top 10 for the first. */
export function nextFreeRank(ranks: readonly (string | undefined)[]): string {
  const lasts = ranks.flatMap((text) => {
    const rule = parseRank(text ?? '');
    return rule ? [rankBounds(rule).last] : [];
  });
  if (lasts.length === 0) return 'TOP 10';
  const last = Math.max(...lasts);
  return Number.isFinite(last) ? `[${last + 1}-${last + 10}]` : '';
}

const asNumber = (value: string | number): number | '' => (typeof value === 'number' ? value : '');

/**
 * A tier's ranks as plain choices (everyone, the top N, one rank, a range from–to) with the tier's live
 * preview in the words players read ("Ranks 4–10: 7 winners get 10 USDT each"). The value stays the rank text.
 */
export function RankPicker({
  value,
  onChange,
  error,
  tier,
}: {
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
  /** The tier as typed so far, for the preview. */
  tier: TierText;
}) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const change = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    onChange(textOf(next));
  };
  const preview = tierWords((key, values) => t(key, values), tier);
  const number = (label: string, key: 'n' | 'from' | 'to') => (
    <NumberInput
      key={key}
      label={label}
      required
      min={1}
      allowDecimal={false}
      allowNegative={false}
      value={parts[key]}
      onChange={(next) => change({ [key]: asNumber(next) })}
      style={{ flex: 1, minWidth: 110 }}
    />
  );
  return (
    <Stack gap={6}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('tiers:ranksLabel')}
          required
          value={parts.kind}
          onChange={(event) => change({ kind: event.currentTarget.value as Kind })}
          data={KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
          error={error}
          style={{ flex: 1, minWidth: 150 }}
        />
        {parts.kind === 'top' ? number(t('tiers:topCount'), 'n') : null}
        {parts.kind === 'position' ? number(t('tiers:position'), 'n') : null}
        {parts.kind === 'range' ? (
          <>
            {number(t('tiers:from'), 'from')}
            {number(t('tiers:to'), 'to')}
          </>
        ) : null}
      </Group>
      {preview ? (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="tier-preview">
          {t('tiers:previewLabel')}: {preview}
        </Text>
      ) : null}
    </Stack>
  );
}
