import { Chip, Group, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import {
  EVENT_SORT_LABELS,
  EVENT_SORTS,
  HOST_KIND_LABELS,
  REWARD_KIND_LABELS,
  REWARD_KINDS,
  TASK_KIND_KEYS,
  TASK_KIND_LABELS,
} from '@w2e/core/events/discovery';
import { EVENT_HOST_KINDS } from '@w2e/core/events/summary';
import { HOLD_NETWORK_KEYS, networkName } from '@w2e/core/tasks/networks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoveryState } from '../list-query';

/**
 * The list's sort and filters: native selects (a phone's own picker, a screen reader's own announcement) and
 * task-kind chips. Each writes its URL parameter; an empty choice removes it.
 */
export function DiscoveryControls({
  state,
  setParam,
}: {
  state: DiscoveryState;
  setParam: (name: string, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const tasksLabel = useId();
  const any = { value: '', label: t('discovery:anyOption') };
  const select = (
    name: string,
    label: string,
    value: string | null,
    data: { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={value ?? ''}
      data={data}
      onChange={(event) => setParam(name, event.currentTarget.value || null)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {select('sort', t('discovery:sortLabel'), state.sort, [
          { value: '', label: t('discovery:sortDefault') },
          ...EVENT_SORTS.map((sort) => ({ value: sort, label: t(EVENT_SORT_LABELS[sort]) })),
        ])}
        {select('network', t('discovery:networkLabel'), state.network, [
          any,
          ...HOLD_NETWORK_KEYS.map((key) => ({ value: key, label: networkName(key) })),
        ])}
        {select('reward', t('discovery:rewardLabel'), state.reward, [
          any,
          ...REWARD_KINDS.map((kind) => ({ value: kind, label: t(REWARD_KIND_LABELS[kind]) })),
        ])}
        {select('host_kind', t('discovery:hostKindLabel'), state.hostKind, [
          any,
          ...EVENT_HOST_KINDS.map((kind) => ({ value: kind, label: t(HOST_KIND_LABELS[kind]) })),
        ])}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} id={tasksLabel} mb={4}>
          {t('discovery:taskKindLabel')}
        </Text>
        <Chip.Group
          multiple
          value={state.tasks}
          onChange={(value) => setParam('task', value.length > 0 ? value.join(',') : null)}
        >
          <Group gap="xs" wrap="wrap" role="group" aria-labelledby={tasksLabel}>
            {TASK_KIND_KEYS.map((kind) => (
              <Chip key={kind} value={kind} variant="outline" size="sm">
                {t(TASK_KIND_LABELS[kind])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </>
  );
}
