import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  HOLD_KINDS,
  type HoldKind,
  type ModerationAction,
  type ModerationRule,
  type ModerationSettings,
  NEWCOMER_HOLD_HOURS_MAX,
} from '@w2e/core/contracts/moderation';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { invalidStopWords } from '@w2e/core/moderation/rules';
import {
  useModerationLog,
  useModerationSettings,
  useUndoModeration,
  useUpdateModerationSettings,
} from '@w2e/react/monitoring/moderation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';

const KINDS: Record<HoldKind, TranslationKey> = {
  link: 'moderation:kindLink',
  forward: 'moderation:kindForward',
  media: 'moderation:kindMedia',
  mention: 'moderation:kindMention',
};
const ACTIONS: Record<ModerationAction, TranslationKey> = {
  held: 'moderation:actionHeld',
  deleted: 'moderation:actionDeleted',
  muted: 'moderation:actionMuted',
  banned: 'moderation:actionBanned',
  unbanned: 'moderation:actionUnbanned',
  warned: 'moderation:actionWarned',
};
const RULES: Record<ModerationRule, TranslationKey> = {
  newcomer_hold: 'moderation:ruleNewcomerHold',
  flood: 'moderation:ruleFlood',
  stop_word: 'moderation:ruleStopWord',
  spam_wave: 'moderation:ruleSpamWave',
  known_spammer: 'moderation:ruleKnownSpammer',
  raid: 'moderation:ruleRaid',
  warn: 'moderation:ruleWarn',
  admin: 'moderation:ruleAdmin',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function ModerationForm({ chatId, settings }: { chatId: string; settings: ModerationSettings }) {
  const { t } = useTranslation();
  const save = useUpdateModerationSettings(chatId);
  const [form, setForm] = useState(settings);
  const [words, setWords] = useState(settings.stop_words.join('\n'));
  const set = <K extends keyof ModerationSettings>(key: K, value: ModerationSettings[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const broad = invalidStopWords(lines(words));
  const number = (key: keyof ModerationSettings, label: TranslationKey, min: number, max: number) => (
    <NumberInput
      label={t(label)}
      min={min}
      max={max}
      value={form[key] as number}
      onChange={(v) => set(key, Math.min(max, Math.max(min, Number(v) || 0)) as never)}
    />
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (broad.length > 0) return;
    save.mutate(
      { ...form, stop_words: lines(words) },
      { onSuccess: () => toast.success(t('monitoring:saved')) },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('moderation:settingsTitle')}>
      <Stack gap="sm">
        <Title order={4}>{t('moderation:settingsTitle')}</Title>
        {number('newcomer_hold_hours', 'moderation:holdHours', 0, NEWCOMER_HOLD_HOURS_MAX)}
        <Checkbox.Group
          label={t('moderation:holdKinds')}
          value={form.hold}
          onChange={(v) => set('hold', v as HoldKind[])}
        >
          <Group gap="md" mt={4}>
            {HOLD_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={t(KINDS[kind])} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label={t('moderation:stopWords')}
          description={t('moderation:stopWordsHelp')}
          rows={3}
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
          error={
            broad.length > 0 ? t('moderation:stopWordTooBroad', { patterns: broad.join(', ') }) : undefined
          }
        />
        <Group grow align="flex-start">
          {number('flood_messages', 'moderation:floodMessages', 0, 50)}
          {number('flood_seconds', 'moderation:floodSeconds', 2, 120)}
          {number('flood_mute_minutes', 'moderation:floodMute', 1, 10_080)}
        </Group>
        <Switch
          label={t('moderation:spamWave')}
          checked={form.spam_wave}
          onChange={(e) => set('spam_wave', e.currentTarget.checked)}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={`spammers-${chatId}`}>
            {t('moderation:knownSpammers')}
          </Text>
          <SegmentedControl
            aria-labelledby={`spammers-${chatId}`}
            value={form.known_spammers}
            onChange={(v) => set('known_spammers', v as ModerationSettings['known_spammers'])}
            data={[
              { value: 'ban', label: t('moderation:spammersBan') },
              { value: 'restrict', label: t('moderation:spammersRestrict') },
              { value: 'off', label: t('moderation:spammersOff') },
            ]}
          />
        </Stack>
        <Group grow align="flex-start">
          {number('raid_joins_per_minute', 'moderation:raidJoins', 0, 10_000)}
          {number('raid_quiet_minutes', 'moderation:raidQuiet', 1, 1440)}
        </Group>
        <Group grow align="flex-start">
          {number('warn_mute_at', 'moderation:warnMuteAt', 0, 20)}
          {number('warn_mute_minutes', 'moderation:warnMuteMinutes', 1, 10_080)}
          {number('warn_ban_at', 'moderation:warnBanAt', 0, 20)}
        </Group>
        <Switch
          label={t('moderation:sharedBans')}
          checked={form.shared_bans}
          onChange={(e) => set('shared_bans', e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={broad.length > 0}>
            {t('moderation:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ModerationLogTable({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const log = useModerationLog(chatId);
  const undo = useUndoModeration(chatId);
  if (log.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (log.isError) return <Alert color="red">{t('monitoring:loadFailed')}</Alert>;
  if (log.data.items.length === 0) return <Text c="dimmed">{t('moderation:logEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped data-testid="moderation-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoring:colWho')}</Table.Th>
            <Table.Th>{t('monitoring:colWhat')}</Table.Th>
            <Table.Th>{t('moderation:colRule')}</Table.Th>
            <Table.Th>{t('monitoring:colWhen')}</Table.Th>
            <Table.Th>{t('moderation:colUndo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.items.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.user_name}</Table.Td>
              <Table.Td>{t(ACTIONS[e.action])}</Table.Td>
              <Table.Td>
                {t(RULES[e.rule])}
                {e.detail && e.rule === 'newcomer_hold' && HOLD_KINDS.includes(e.detail as HoldKind)
                  ? ` (${t(KINDS[e.detail as HoldKind])})`
                  : e.detail
                    ? ` (${e.detail})`
                    : ''}
              </Table.Td>
              <Table.Td>{formatDateTime(e.at)}</Table.Td>
              <Table.Td>
                {e.undone_at ? (
                  <Text fz="sm" c="dimmed">
                    {t('moderation:undone')}
                  </Text>
                ) : e.undoable ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={undo.isPending && undo.variables === e.id}
                    aria-label={t('moderation:undoLabel', {
                      name: e.user_name,
                      action: t(ACTIONS[e.action]),
                    })}
                    onClick={() =>
                      undo.mutate(e.id, { onSuccess: () => toast.success(t('moderation:undoneToast')) })
                    }
                  >
                    {t('moderation:undo')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A chat's moderation rules' settings (the dashboard's Moderation tab). */
export function ModerationSettingsPanel({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const settings = useModerationSettings(chatId);
  if (settings.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (settings.isError) return <Alert color="red">{t('monitoring:loadFailed')}</Alert>;
  return <ModerationForm chatId={chatId} settings={settings.data} />;
}
