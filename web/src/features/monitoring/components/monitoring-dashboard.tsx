import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Code,
  Group,
  List,
  Loader,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BOT_RIGHTS,
  CAPTCHA_TIMEOUT_MAX,
  CAPTCHA_TIMEOUT_MIN,
  type CaptchaSettings,
  CHANNEL_REDUCED_RIGHTS,
  captchaSettingsPatchSchema,
  INACTIVE_DAYS_MAX,
  INACTIVE_DAYS_MIN,
  type JoinMethod,
  type MemberEvent,
  type MemberEventKind,
  type MonitoringBot,
  type MonitoringChat,
  type QuizQuestion,
  RIGHT_LABELS,
  renderWelcome,
  WELCOME_MESSAGE_MAX,
} from '@w2e/core/contracts/monitoring';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import {
  useCreateConnectCode,
  useMemberEvents,
  useMonitoringOverview,
  useUpdateCaptchaSettings,
} from '@w2e/react/monitoring/queries';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ChatInsights } from './chat-insights';
import { ModerationLogTable, ModerationSettingsPanel } from './moderation-panel';

const BOT_NAMES: Record<MonitoringBot, TranslationKey> = {
  guard: 'monitoring:guardName',
  pulse: 'monitoring:pulseName',
};
const BOT_ROLES: Record<MonitoringBot, TranslationKey> = {
  guard: 'monitoring:guardRole',
  pulse: 'monitoring:pulseRole',
};
const CHAT_TYPES: Record<MonitoringChat['type'], TranslationKey> = {
  group: 'monitoring:typeGroup',
  supergroup: 'monitoring:typeSupergroup',
  channel: 'monitoring:typeChannel',
};
const CHAT_STATUSES: Record<MonitoringChat['status'], TranslationKey> = {
  active: 'monitoring:statusActive',
  migrated: 'monitoring:statusMigrated',
  gone: 'monitoring:statusGone',
};
const BOT_STATUSES: Record<MonitoringChat['bots'][number]['status'], TranslationKey> = {
  administrator: 'monitoring:botStatusAdministrator',
  member: 'monitoring:botStatusMember',
  restricted: 'monitoring:botStatusRestricted',
  left: 'monitoring:botStatusLeft',
  kicked: 'monitoring:botStatusKicked',
};
const KINDS: Record<MemberEventKind, TranslationKey> = {
  join: 'monitoring:kindJoin',
  leave: 'monitoring:kindLeave',
  kicked: 'monitoring:kindKicked',
  banned: 'monitoring:kindBanned',
  captcha_passed: 'monitoring:kindCaptchaPassed',
  captcha_failed: 'monitoring:kindCaptchaFailed',
};
const METHODS: Record<JoinMethod, TranslationKey> = {
  invite_link: 'monitoring:methodInviteLink',
  join_request: 'monitoring:methodJoinRequest',
  added: 'monitoring:methodAdded',
  public: 'monitoring:methodPublic',
};

/** Quiz questions as the admin types them: one per line, `question | right | wrong | …`. */
export function parseQuiz(text: string): { questions: QuizQuestion[]; badLine: number | null } {
  const questions: QuizQuestion[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const [question = '', ...answers] = line.split('|').map((part) => part.trim());
    if (question.length < 3 || answers.length < 2 || answers.length > 4 || answers.some((a) => !a)) {
      return { questions, badLine: index + 1 };
    }
    questions.push({ question, answers });
  }
  return { questions, badLine: null };
}

const quizText = (questions: QuizQuestion[]) =>
  questions.map((q) => [q.question, ...q.answers].join(' | ')).join('\n');

/**
 * The log chat's choices: none, then the admin's own chats (by name; a channel too, the bot can post there),
 * and the id already saved when it is not one of them, so saving the form does not drop it.
 */
export function logChatOptions(chat: MonitoringChat, chats: MonitoringChat[], t: TFunction) {
  const options = [
    { value: '', label: t('monitoring:logChatNone') },
    ...chats
      .filter((c) => c.status === 'active')
      .map((c) => ({
        value: c.chat_id,
        label: c.id === chat.id ? t('monitoring:logChatThis', { chat: c.title }) : c.title,
      })),
  ];
  const saved = chat.settings.log_chat_id;
  if (saved && !options.some((o) => o.value === saved)) {
    options.push({ value: saved, label: t('monitoring:logChatUnknown', { id: saved }) });
  }
  return options;
}

function SettingsForm({ chat, chats }: { chat: MonitoringChat; chats: MonitoringChat[] }) {
  const { t } = useTranslation();
  const save = useUpdateCaptchaSettings(chat.id);
  const [form, setForm] = useState<CaptchaSettings>(chat.settings);
  const [quiz, setQuiz] = useState(quizText(chat.settings.quiz_questions));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof CaptchaSettings>(key: K, value: CaptchaSettings[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseQuiz(quiz);
    if (parsed.badLine !== null) {
      setError(t('monitoring:quizInvalid', { line: parsed.badLine }));
      return;
    }
    const body = captchaSettingsPatchSchema.safeParse({
      ...form,
      quiz_questions: parsed.questions,
      log_chat_id: form.log_chat_id || null,
      event_ref: form.event_ref?.trim() ? form.event_ref.trim() : null,
      welcome_message: form.welcome_message?.trim() ? form.welcome_message.trim() : null,
    });
    if (!body.success) {
      setError(t('errors:requestFailed'));
      return;
    }
    setError(null);
    save.mutate(body.data, { onSuccess: () => toast.success(t('monitoring:saved')) });
  };

  return (
    <form onSubmit={submit} aria-label={t('monitoring:settingsTitle')}>
      <Stack gap="sm">
        <Title order={4}>{t('monitoring:settingsTitle')}</Title>
        <Switch
          label={t('monitoring:enabled')}
          checked={form.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={`type-${chat.id}`}>
            {t('monitoring:type')}
          </Text>
          <SegmentedControl
            aria-labelledby={`type-${chat.id}`}
            value={form.type}
            onChange={(v) => set('type', v as CaptchaSettings['type'])}
            data={[
              { value: 'button', label: t('monitoring:typeButton') },
              { value: 'math', label: t('monitoring:typeMath') },
              { value: 'quiz', label: t('monitoring:typeQuiz') },
            ]}
          />
        </Stack>
        <Group grow align="flex-start">
          <NumberInput
            label={t('monitoring:timeout')}
            min={CAPTCHA_TIMEOUT_MIN}
            max={CAPTCHA_TIMEOUT_MAX}
            step={30}
            value={form.timeout_seconds}
            onChange={(v) => set('timeout_seconds', Number(v) || CAPTCHA_TIMEOUT_MIN)}
          />
          <NumberInput
            label={t('monitoring:maxAttempts')}
            min={1}
            max={5}
            value={form.max_attempts}
            onChange={(v) => set('max_attempts', Number(v) || 1)}
          />
        </Group>
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={`action-${chat.id}`}>
            {t('monitoring:action')}
          </Text>
          <SegmentedControl
            aria-labelledby={`action-${chat.id}`}
            value={form.action}
            onChange={(v) => set('action', v as CaptchaSettings['action'])}
            data={[
              { value: 'kick', label: t('monitoring:actionKick') },
              { value: 'ban', label: t('monitoring:actionBan') },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={`language-${chat.id}`}>
            {t('monitoring:language')}
          </Text>
          <SegmentedControl
            aria-labelledby={`language-${chat.id}`}
            value={form.language}
            onChange={(v) => set('language', v as CaptchaSettings['language'])}
            data={[
              { value: 'auto', label: t('monitoring:languageAuto') },
              { value: 'en', label: t('monitoring:languageEn') },
              { value: 'vi', label: t('monitoring:languageVi') },
            ]}
          />
        </Stack>
        {form.type === 'quiz' && (
          <Textarea
            label={t('monitoring:quizQuestions')}
            description={t('monitoring:quizHelp')}
            autosize
            minRows={2}
            value={quiz}
            onChange={(e) => setQuiz(e.currentTarget.value)}
          />
        )}
        <NumberInput
          label={t('monitoring:inactiveDays')}
          min={INACTIVE_DAYS_MIN}
          max={INACTIVE_DAYS_MAX}
          value={form.inactive_days}
          onChange={(v) => set('inactive_days', Number(v) || INACTIVE_DAYS_MIN)}
        />
        <Switch
          label={t('monitoring:minigame')}
          checked={form.minigame_enabled}
          onChange={(e) => set('minigame_enabled', e.currentTarget.checked)}
        />
        <TextInput
          label={t('monitoring:eventRef')}
          description={t('monitoring:eventRefHelp')}
          value={form.event_ref ?? ''}
          onChange={(e) => set('event_ref', e.currentTarget.value)}
        />
        <Textarea
          label={t('monitoring:welcomeMessage')}
          description={t('monitoring:welcomeHelp')}
          rows={3}
          maxLength={WELCOME_MESSAGE_MAX}
          value={form.welcome_message ?? ''}
          onChange={(e) => set('welcome_message', e.currentTarget.value)}
        />
        {form.welcome_message?.trim() && (
          <Card withBorder padding="sm" radius="md" component="figure" m={0} data-testid="welcome-preview">
            <Text fz="xs" c="dimmed" component="figcaption">
              {t('monitoring:welcomePreview')}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {renderWelcome(form.welcome_message.trim(), {
                name: t('monitoring:welcomeSampleName'),
                chat: chat.title,
              })}
            </Text>
          </Card>
        )}
        <NativeSelect
          label={t('monitoring:logChat')}
          description={t('monitoring:logChatHelp')}
          data={logChatOptions(chat, chats, t)}
          value={form.log_chat_id ?? ''}
          onChange={(e) => set('log_chat_id', e.currentTarget.value || null)}
        />
        {error && (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('monitoring:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EventsTable({ chatId }: { chatId: string }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const events = useMemberEvents(chatId, true);
  if (events.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (events.isError) return <Alert color="red">{t('monitoring:loadFailed')}</Alert>;
  if (events.data.items.length === 0) return <Text c="dimmed">{t('monitoring:noEvents')}</Text>;
  const how = (e: MemberEvent) => (e.method ? t(METHODS[e.method], { actor: e.actor_name ?? '' }) : '');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped data-testid="member-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoring:colWho')}</Table.Th>
            <Table.Th>{t('monitoring:colWhat')}</Table.Th>
            <Table.Th>{t('monitoring:colHow')}</Table.Th>
            <Table.Th>{t('monitoring:colWhen')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.data.items.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.user_name}</Table.Td>
              <Table.Td>{t(KINDS[e.kind])}</Table.Td>
              <Table.Td>
                {how(e)}
                {e.invite_link ? ` (${e.invite_link})` : ''}
              </Table.Td>
              <Table.Td>{formatDateTime(e.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export const CHAT_TABS = ['overview', 'captcha', 'moderation', 'log'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];
const TAB_LABELS: Record<ChatTab, TranslationKey> = {
  overview: 'monitoring:tabOverview',
  captcha: 'monitoring:tabCaptcha',
  moderation: 'monitoring:tabModeration',
  log: 'monitoring:tabLog',
};
/** A channel has no captcha and no moderation: the bots never restrict anyone there. */
const tabsOf = (chat: MonitoringChat): readonly ChatTab[] =>
  chat.type === 'channel' ? ['overview', 'log'] : CHAT_TABS;

function ChatOverview({ chat }: { chat: MonitoringChat }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const rights = (list: MonitoringChat['bots'][number]['missing_rights']) =>
    list.map((r) => t(RIGHT_LABELS[r])).join(', ');
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        {chat.bots.map((b) => (
          <Text key={b.bot} fz="sm">
            <b>{t(BOT_NAMES[b.bot])}</b>: {t(BOT_STATUSES[b.status])} ·{' '}
            {b.missing_rights.length > 0 ? (
              <Text span c="orange" fz="sm">
                {t('monitoring:missingRights', { rights: rights(b.missing_rights) })}
              </Text>
            ) : (
              t('monitoring:allRights')
            )}
          </Text>
        ))}
      </Stack>
      {chat.type === 'channel' && (
        <Stack gap={4}>
          <Text fz="sm">
            {chat.channel_validated_at
              ? t('monitoring:channelValidated', {
                  date: formatDateTime(chat.channel_validated_at),
                })
              : t('monitoring:channelNotValidated')}
          </Text>
          <Text fz="sm" fw={500}>
            {t('monitoring:reducedTitle')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <div>
              <Text fz="sm" c="teal" fw={500}>
                {t('monitoring:keepsTitle')}
              </Text>
              <List size="sm">
                {CHANNEL_REDUCED_RIGHTS.keeps.map((key) => (
                  <List.Item key={key}>{t(key)}</List.Item>
                ))}
              </List>
            </div>
            <div>
              <Text fz="sm" c="orange" fw={500}>
                {t('monitoring:stopsTitle')}
              </Text>
              <List size="sm">
                {CHANNEL_REDUCED_RIGHTS.stops.map((key) => (
                  <List.Item key={key}>{t(key)}</List.Item>
                ))}
              </List>
            </div>
          </SimpleGrid>
        </Stack>
      )}
      <Group gap="md">
        <Text fz="sm">{t('monitoring:joinsToday', { count: chat.joins_today })}</Text>
        <Text fz="sm">{t('monitoring:leavesToday', { count: chat.leaves_today })}</Text>
        <Text fz="sm">{t('monitoring:pendingCaptchas', { count: chat.pending_captchas })}</Text>
      </Group>
      {chat.type !== 'channel' && <ChatInsights chat={chat} />}
    </Stack>
  );
}

/** One chat, opened from the picker: its sections as tabs, the open one in the address (`?chat=…&tab=…`). */
function ChatView({
  chat,
  chats,
  tab,
  onTab,
}: {
  chat: MonitoringChat;
  chats: MonitoringChat[];
  tab: ChatTab;
  onTab: (tab: ChatTab) => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening another chat moves the focus to its name, so a keyboard or screen reader user lands on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the open chat changes.
  useEffect(() => {
    heading.current?.focus();
  }, [chat.id]);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      data-testid="monitoring-chat"
      aria-labelledby={`chat-${chat.id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title
            order={2}
            fz="h3"
            id={`chat-${chat.id}`}
            ref={heading}
            tabIndex={-1}
            style={{ overflowWrap: 'anywhere' }}
          >
            {chat.title}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{t(CHAT_TYPES[chat.type])}</Badge>
            <Badge color={chat.status === 'active' ? 'teal' : 'gray'}>{t(CHAT_STATUSES[chat.status])}</Badge>
          </Group>
        </Group>
        <Tabs value={tab} onChange={(v) => v && onTab(v as ChatTab)} keepMounted={false}>
          <Tabs.List aria-label={t('monitoring:chatSections', { chat: chat.title })}>
            {tabsOf(chat).map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(TAB_LABELS[key])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <ChatOverview chat={chat} />
          </Tabs.Panel>
          {chat.type !== 'channel' && (
            <Tabs.Panel value="captcha" pt="md">
              <SettingsForm chat={chat} chats={chats} />
            </Tabs.Panel>
          )}
          {chat.type !== 'channel' && (
            <Tabs.Panel value="moderation" pt="md">
              <ModerationSettingsPanel chatId={chat.id} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="log" pt="md">
            <Stack gap="md">
              {chat.type !== 'channel' && (
                <>
                  <Title order={3} fz="h4">
                    {t('moderation:logTitle')}
                  </Title>
                  <ModerationLogTable chatId={chat.id} />
                </>
              )}
              <Title order={3} fz="h4">
                {t('monitoring:eventsTitle')}
              </Title>
              <EventsTable chatId={chat.id} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}

/** The admin's chats, one link each (name, type, members); the open one is marked for screen readers. */
function ChatPicker({ chats, current }: { chats: MonitoringChat[]; current: string | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="monitoring-chats-title">
      <Title order={2} fz="h3" id="monitoring-chats-title" mb="xs">
        {t('monitoring:chatsTitle')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="xs"
        component="ul"
        data-testid="chat-picker"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {chats.map((chat) => (
          <li key={chat.id}>
            <Card
              component={Link}
              to={`?chat=${encodeURIComponent(chat.id)}&tab=overview`}
              aria-current={chat.id === current ? 'page' : undefined}
              withBorder
              radius="md"
              padding="sm"
              style={{
                display: 'block',
                height: '100%',
                borderColor: chat.id === current ? 'var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {chat.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {t(CHAT_TYPES[chat.type])} ·{' '}
                {chat.member_count === null
                  ? t('monitoring:memberCountUnknown')
                  : t('monitoring:memberCount', { count: chat.member_count })}
                {chat.status === 'active' ? '' : ` · ${t(CHAT_STATUSES[chat.status])}`}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}

function Chats({ chats }: { chats: MonitoringChat[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('chat');
  const chat = id ? chats.find((c) => c.id === id) : undefined;
  if (chats.length === 0) {
    return (
      <>
        <Title order={2} fz="h3">
          {t('monitoring:chatsTitle')}
        </Title>
        <Text c="dimmed">{t('monitoring:noChats')}</Text>
      </>
    );
  }
  const asked = params.get('tab') as ChatTab | null;
  const tab: ChatTab = chat && asked && tabsOf(chat).includes(asked) ? asked : 'overview';
  return (
    <>
      <ChatPicker chats={chats} current={chat?.id ?? null} />
      {chat ? (
        <ChatView
          chat={chat}
          chats={chats}
          tab={tab}
          onTab={(next) => setParams({ chat: chat.id, tab: next })}
        />
      ) : id ? (
        <Alert color="orange" role="alert">
          {t('monitoring:chatNotFound')}
        </Alert>
      ) : (
        <Text c="dimmed">{t('monitoring:pickChat')}</Text>
      )}
    </>
  );
}

function ConnectCode() {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const code = useCreateConnectCode();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('monitoring:connectTitle')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('monitoring:connectHelp')}
      </Text>
      <Group>
        <Button variant="light" size="xs" loading={code.isPending} onClick={() => code.mutate()}>
          {t('monitoring:getConnectCode')}
        </Button>
      </Group>
      {code.data && (
        <Text fz="sm" data-testid="connect-code">
          {t('monitoring:connectCodeText', {
            code: code.data.code,
            time: formatDateTime(code.data.expires_at),
          })}{' '}
          <Code>/connect {code.data.code}</Code>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The group admins' dashboard (behind the sign-in gate, linked from the community-monitoring page): add the
 * bots with exactly the rights each needs, pick one of the chats they were added to and open its sections
 * (overview and statistics, captcha, moderation, log) as tabs; the chat and tab are in the address.
 */
export function MonitoringDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('monitoring:dashboardTitle'), t('monitoring:guardRole'));
  const overview = useMonitoringOverview(true);

  let body: React.ReactNode;
  if (overview.isPending) {
    body = (
      <Center py="lg">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  } else if (overview.isError) {
    body = <Alert color="red">{t('monitoring:loadFailed')}</Alert>;
  } else {
    const { bots, chats } = overview.data;
    body = (
      <Stack gap="lg">
        {bots.length === 0 ? (
          <Alert color="gray">{t('monitoring:botsNotConfigured')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {bots.map((b) => (
              <Card key={b.bot} withBorder radius="md" padding="lg" data-testid={`bot-${b.bot}`}>
                <Stack gap="xs">
                  <Title order={2} fz="h4">
                    {t(BOT_NAMES[b.bot])}{' '}
                    <Text span c="dimmed" fz="sm">
                      @{b.username}
                    </Text>
                  </Title>
                  <Text fz="sm">{t(BOT_ROLES[b.bot])}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('monitoring:asksFor', {
                      rights: BOT_RIGHTS[b.bot].group.map((r) => t(RIGHT_LABELS[r])).join(', '),
                    })}
                  </Text>
                  <Group gap="xs">
                    <Button component="a" href={b.add_to_group_url} target="_blank" rel="noopener" size="xs">
                      {t('monitoring:addToGroup')}
                    </Button>
                    <Button
                      component="a"
                      href={b.add_to_channel_url}
                      target="_blank"
                      rel="noopener"
                      size="xs"
                      variant="light"
                    >
                      {t('monitoring:addToChannel')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <ConnectCode />
        <Chats chats={chats} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="monitoring-dashboard">
      <Title order={1}>{t('monitoring:dashboardTitle')}</Title>
      {body}
    </Stack>
  );
}
