import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ExportError } from '@w2e/core/api/leaderboards';
import type { EventStatistics } from '@w2e/core/contracts/leaderboards';
import { type EventExportState, useEventExport, useEventStatistics } from '@w2e/react/leaderboards/queries';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';
import { BarList, ChartFigure, ColumnChart } from './statistics-charts';

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

function Funnel({ statistics, language }: { statistics: EventStatistics; language: string }) {
  const { t } = useTranslation();
  const steps = [
    { key: 'viewed', label: t('leaderboards:statsViewed'), value: statistics.funnel.viewed },
    { key: 'first_task', label: t('leaderboards:statsFirstTask'), value: statistics.funnel.first_task },
    {
      key: 'all_mandatory',
      label: t('leaderboards:statsAllMandatory'),
      value: statistics.funnel.all_mandatory,
    },
  ];
  return (
    <ChartFigure
      caption={t('leaderboards:statsFunnel')}
      hint={t('leaderboards:statsViewedHint')}
      testId="stats-funnel"
    >
      <BarList
        testId="stats-funnel-step"
        bars={steps.map((step, i) => {
          const before = steps[i - 1]?.value ?? 0;
          return {
            key: step.key,
            label: (
              <>
                {step.label}
                {i > 0 && before > 0 ? (
                  <Text span size="xs" c="dimmed">
                    {' · '}
                    {t('leaderboards:statsOfStepBefore', { percent: percentOf(step.value, before) })}
                  </Text>
                ) : null}
              </>
            ),
            value: step.value,
            figure: step.value.toLocaleString(language),
          };
        })}
      />
    </ChartFigure>
  );
}

function Figures({ statistics, language }: { statistics: EventStatistics; language: string }) {
  const { t } = useTranslation();
  const count = (n: number) => n.toLocaleString(language);
  const tasks = statistics.tasks;
  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('leaderboards:statsParticipants')}
        </Text>
        <Text fz="h2" fw={700} data-testid="stats-participants">
          {count(statistics.participants)}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Funnel statistics={statistics} language={language} />
        <ChartFigure caption={t('leaderboards:statsPerDay')} testId="stats-per-day">
          {statistics.participants_per_day.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('leaderboards:statsNoParticipants')}
            </Text>
          ) : (
            <ColumnChart
              label={t('leaderboards:statsPerDay')}
              language={language}
              columns={statistics.participants_per_day.map((day) => ({
                key: day.day,
                label: day.day,
                value: day.participants,
                title: t('leaderboards:statsPerDayBar', { day: day.day, count: count(day.participants) }),
              }))}
            />
          )}
        </ChartFigure>
        <ChartFigure caption={t('leaderboards:statsPerTask')} testId="stats-per-task">
          {tasks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('leaderboards:statsNoTasks')}
            </Text>
          ) : (
            <BarList
              testId="stats-task"
              color="var(--mantine-color-teal-6)"
              bars={tasks.map((task) => ({
                key: task.task_id,
                label: (
                  <>
                    {task.name}{' '}
                    {task.mandatory ? (
                      <Badge size="xs" variant="light">
                        {t('leaderboards:statsMandatory')}
                      </Badge>
                    ) : null}
                  </>
                ),
                value: task.completions,
                figure: t('leaderboards:statsTaskCompletions', {
                  count: count(task.completions),
                  players: count(task.players),
                }),
              }))}
            />
          )}
        </ChartFigure>
        <ChartFigure
          caption={t('leaderboards:statsDropOff')}
          hint={t('leaderboards:statsDropOffHint')}
          testId="stats-drop-off"
        >
          {tasks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('leaderboards:statsNoTasks')}
            </Text>
          ) : (
            <BarList
              testId="stats-dropped"
              color="var(--mantine-color-red-6)"
              bars={tasks.map((task) => ({
                key: task.task_id,
                label: task.name,
                value: task.dropped,
                figure: t('leaderboards:statsDropped', { count: count(task.dropped) }),
              }))}
            />
          )}
        </ChartFigure>
        <ChartFigure caption={t('leaderboards:statsScores')} testId="stats-scores">
          {statistics.participants === 0 ? (
            <Text size="sm" c="dimmed">
              {t('leaderboards:statsNoParticipants')}
            </Text>
          ) : (
            <ColumnChart
              label={t('leaderboards:statsScores')}
              language={language}
              color="var(--mantine-color-grape-6)"
              columns={statistics.score_distribution.map((range) => ({
                key: String(range.from),
                label: t('leaderboards:statsScoreRange', { from: range.from, to: range.to }),
                value: range.players,
                title: t('leaderboards:statsScoreBar', {
                  from: range.from,
                  to: range.to,
                  count: count(range.players),
                }),
              }))}
            />
          )}
        </ChartFigure>
      </SimpleGrid>
    </Stack>
  );
}

function failure(t: TFunction, error: unknown): string {
  if (error instanceof ExportError) {
    if (error.status === 0) return t('leaderboards:exportBrokeOff');
    if (error.message) return t('leaderboards:exportFailed', { reason: error.message });
  }
  return t('leaderboards:exportFailedRetry');
}

function ExportStatus({ state, language }: { state: EventExportState; language: string }) {
  const { t } = useTranslation();
  if (state.status === 'running') {
    const { rows, total } = state.progress;
    const percent = total === null ? null : total === 0 ? 100 : Math.min(100, percentOf(rows, total));
    return (
      <Stack gap={4}>
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label={t('leaderboards:exportProgressLabel')}
          data-testid="export-progress-bar"
        />
        <Text size="sm" aria-live="polite" data-testid="export-progress">
          {percent === null
            ? t('leaderboards:exportProgressRows', { rows: rows.toLocaleString(language) })
            : t('leaderboards:exportProgress', {
                rows: rows.toLocaleString(language),
                total: (total ?? 0).toLocaleString(language),
                percent,
              })}
        </Text>
      </Stack>
    );
  }
  if (state.status === 'done')
    return (
      <Text size="sm" c="teal" role="status" data-testid="export-done">
        {t('leaderboards:exportDone', {
          filename: state.filename,
          rows: state.rows.toLocaleString(language),
        })}
      </Text>
    );
  if (state.status === 'failed')
    return (
      <Alert color="red" data-testid="export-error">
        {failure(t, state.error)}
      </Alert>
    );
  return null;
}

/** The CSV export: streamed with the session's token, its progress shown, then saved as the server names it. */
function ExportCsv({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const { state, start, cancel } = useEventExport(eventId);
  const running = state.status === 'running';
  async function run() {
    const file = await start(currentLanguage());
    if (file) saveFile(file.blob, file.filename);
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="event-export">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={3} fz="h4" id="event-export">
              {t('leaderboards:exportTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('leaderboards:exportHint')}
            </Text>
          </Stack>
          <Group gap="xs">
            {running ? (
              <Button variant="default" onClick={cancel}>
                {t('leaderboards:exportCancel')}
              </Button>
            ) : null}
            <Button onClick={() => void run()} loading={running} data-testid="export-csv">
              {t('leaderboards:exportButton')}
            </Button>
          </Group>
        </Group>
        <ExportStatus state={state} language={i18n.language} />
      </Stack>
    </Card>
  );
}

/**
 * The host's statistics of an event with the export: a chunk of its own, loaded only when a
 * host opens the statistics, so players never download it.
 */
export default function StatisticsPanel({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const statistics = useEventStatistics(eventId);
  return (
    <Stack gap="lg" data-testid="event-statistics">
      {statistics.isError ? (
        <Alert color="red">{t('leaderboards:statsLoadFailed')}</Alert>
      ) : !statistics.data ? (
        <Center py="md">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : (
        <Figures statistics={statistics.data} language={i18n.language} />
      )}
      <ExportCsv eventId={eventId} />
    </Stack>
  );
}
