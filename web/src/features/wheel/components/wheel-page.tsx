import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Code,
  Container,
  Grid,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  clientSeedBodySchema,
  PLATFORM_WHEEL,
  prizeText,
  type SpinResult,
  WHEEL_SPINS_PAGE_SIZE,
  type Wheel,
  type WheelSpin,
} from '@w2e/core/contracts/wheel';
import { rotationFor } from '@w2e/core/fairness/wheel-disc';
import { pageCount } from '@w2e/core/format/page-count';
import { ROUTES, WHEEL_QUERY_PARAM } from '@w2e/core/routes';
import { translateMessage } from '@w2e/core/validation/message';
import { useSession } from '@w2e/react/session/queries';
import {
  useRotateWheelSeed,
  useSetWheelClientSeed,
  useSpinWheel,
  useWheel,
  useWheelSpins,
  wheelKeys,
} from '@w2e/react/wheel/queries';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { serverErrorMessage } from '../../../lib/form-errors';
import { useDetailColumns } from '../../../lib/leaderboard-columns';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { usePageMeta } from '../../../lib/use-page-meta';
import { type Verdict, verifySpin } from '../verify';
import { WheelDisc } from './wheel-disc';

function OddsTable({ wheel }: { wheel: Wheel }) {
  const { t } = useTranslation();
  return (
    <Table striped aria-label={t('wheel:odds')} data-testid="wheel-odds">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wheel:segment')}</Table.Th>
          <Table.Th>{t('wheel:prize')}</Table.Th>
          <Table.Th ta="right">{t('wheel:odds')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {wheel.segments.map((segment) => (
          <Table.Tr key={segment.id}>
            <Table.Td>
              {segment.label}{' '}
              {segment.stock === null ? null : segment.stock === 0 ? (
                <Badge color="gray" size="sm">
                  {t('wheel:soldOut')}
                </Badge>
              ) : (
                <Badge variant="light" size="sm">
                  {t('wheel:stockLeft', { count: segment.stock })}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{prizeText(t, segment)}</Table.Td>
            <Table.Td ta="right">{segment.odds}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function VerdictBadge({ spin }: { spin: WheelSpin }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  useEffect(() => {
    let live = true;
    void verifySpin(spin).then((result) => {
      if (live) setVerdict(result);
    });
    return () => {
      live = false;
    };
  }, [spin]);
  if (verdict === null) return <Loader size="xs" aria-label={t('common:loading')} />;
  if (verdict === 'hidden')
    return (
      <Text size="sm" c="dimmed">
        {t('wheel:notRevealed')}
      </Text>
    );
  return (
    <Badge color={verdict === 'match' ? 'teal' : 'red'} data-testid="wheel-verdict">
      {t(verdict === 'match' ? 'wheel:match' : 'wheel:mismatch')}
    </Badge>
  );
}

function History({ wheelId }: { wheelId: string }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const spins = useWheelSpins(wheelId, {
    limit: WHEEL_SPINS_PAGE_SIZE,
    offset: (page - 1) * WHEEL_SPINS_PAGE_SIZE,
  });
  const data = spins.data;
  // On a phone the nonce, the prize and the verdict stay in view; the time and the client seed open with a toggle.
  const columns = useDetailColumns();
  return (
    <Stack gap="sm" component="section" aria-labelledby="wheel-history">
      <Title order={2} fz="h3" id="wheel-history">
        {t('wheel:history')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('wheel:verifyHelp')}
      </Text>
      {!data ? (
        <Center py="md">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{t('wheel:noSpins')}</Text>
      ) : (
        <>
          {columns.toggle}
          <Table.ScrollContainer minWidth={columns.open ? 640 : 0}>
            <Table
              striped
              aria-labelledby="wheel-history"
              data-testid="wheel-history"
              {...columns.tableProps}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('wheel:nonce')}</Table.Th>
                  <Table.Th className={columns.detail}>{t('wheel:when')}</Table.Th>
                  <Table.Th>{t('wheel:prize')}</Table.Th>
                  <Table.Th className={columns.detail}>{t('wheel:clientSeed')}</Table.Th>
                  <Table.Th>{t('wheel:verify')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((spin) => (
                  <Table.Tr key={spin.id} data-testid="wheel-history-row">
                    <Table.Td>{spin.nonce}</Table.Td>
                    <Table.Td className={columns.detail}>{formatDateTime(spin.created_at)}</Table.Td>
                    <Table.Td>
                      {spin.label} ({prizeText(t, spin)})
                    </Table.Td>
                    <Table.Td className={columns.detail}>
                      <Code>{spin.client_seed}</Code>
                    </Table.Td>
                    <Table.Td data-testid="wheel-verdict-cell">
                      <VerdictBadge spin={spin} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {pageCount(data?.total, WHEEL_SPINS_PAGE_SIZE) > 1 ? (
        <Pagination value={page} onChange={setPage} total={pageCount(data?.total, WHEEL_SPINS_PAGE_SIZE)} />
      ) : null}
    </Stack>
  );
}

function Fairness({ wheel }: { wheel: Wheel }) {
  const { t } = useTranslation();
  const me = wheel.me!;
  const [clientSeed, setClientSeed] = useState(me.client_seed);
  const [seedError, setSeedError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const save = useSetWheelClientSeed(wheel.id);
  const rotate = useRotateWheelSeed(wheel.id);
  useEffect(() => setClientSeed(me.client_seed), [me.client_seed]);

  const onSave = () => {
    const parsed = clientSeedBodySchema.safeParse({ client_seed: clientSeed });
    if (!parsed.success) {
      setSeedError(translateMessage(t, parsed.error.issues[0]?.message ?? 'wheel:clientSeedInvalid'));
      return;
    }
    setSeedError(null);
    save.mutate(parsed.data.client_seed, {
      onSuccess: () => toast.success(t('wheel:clientSeedSaved')),
      onError: (error) => setSeedError(serverErrorMessage(error) ?? t('wheel:clientSeedInvalid')),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="wheel-fairness">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="wheel-fairness">
          {t('wheel:fairness')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('wheel:fairnessHelp')}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            {t('wheel:serverSeedHash')}
          </Text>
          <Code
            block
            data-testid="wheel-seed-hash"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {me.server_seed_hash}
          </Code>
        </div>
        <Group align="end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('wheel:clientSeed')}
            value={clientSeed}
            maxLength={64}
            error={seedError}
            onChange={(event) => setClientSeed(event.currentTarget.value)}
          />
          <Button variant="default" onClick={onSave} loading={save.isPending}>
            {t('wheel:saveClientSeed')}
          </Button>
        </Group>
        <Text size="sm">
          {t('wheel:nonce')}: <Code data-testid="wheel-nonce">{me.nonce}</Code>
        </Text>
        <Button
          variant="light"
          onClick={() =>
            rotate.mutate(undefined, {
              onSuccess: (result) => setRevealed(result.previous_server_seed),
            })
          }
          loading={rotate.isPending}
        >
          {t('wheel:rotateSeed')}
        </Button>
        {revealed ? (
          <Alert color="teal" data-testid="wheel-revealed" style={{ wordBreak: 'break-all' }}>
            {t('wheel:rotated', { seed: revealed })}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * /lucky-wheel: the platform wheel, or an event's with `?wheel={id}`. The server decides every spin; the wheel then turns to the
 * segment it answered (at once when the reader prefers reduced motion) and the result shows when it stops.
 * The balance and history refresh after the stop, so nothing gives the result away early; a closed tab loses
 * nothing, since the spin is already in the history.
 */
export function WheelPage() {
  const { t } = useTranslation();
  usePageMeta(t('wheel:title'), t('wheel:intro'));
  const { user } = useSession();
  // `?wheel={id}` opens an event's wheel; the platform wheel otherwise.
  const [params] = useSearchParams();
  const wheelId = params.get(WHEEL_QUERY_PARAM) || PLATFORM_WHEEL;
  const wheel = useWheel(wheelId);
  const spin = useSpinWheel(wheelId);
  const queryClient = useQueryClient();
  const reduceMotion = useReducedMotion() ?? false;
  const [rotation, setRotation] = useState(0);
  const [pending, setPending] = useState<SpinResult | null>(null);
  const [shown, setShown] = useState<SpinResult | null>(null);
  const data = wheel.data;

  const finish = (result: SpinResult) => {
    setShown(result);
    setPending(null);
    void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
  };
  const stopped = () => {
    if (pending) finish(pending);
  };

  const onSpin = () => {
    if (!data) return;
    setShown(null);
    spin.mutate(undefined, {
      onSuccess: (result) => {
        setRotation((from) =>
          rotationFor(from, result.spin.segment_index, data.segments.length, reduceMotion ? 0 : 5),
        );
        // Without a transition there is no transitionend: the result shows as soon as the wheel is set.
        if (reduceMotion) finish(result);
        else setPending(result);
      },
    });
  };

  if (wheel.isError)
    return (
      <Container size="lg" py="xl">
        <Alert color="red">{t('wheel:loadFailed')}</Alert>
      </Container>
    );
  if (!data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );

  const me = data.me;
  const spinning = spin.isPending || pending !== null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('wheel:title')}</Title>
          <Text c="dimmed">{t('wheel:intro')}</Text>
        </div>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack align="center" gap="md">
              <WheelDisc
                segments={data.segments}
                rotation={rotation}
                animate={!reduceMotion}
                onStopped={stopped}
              />
              {me ? (
                <>
                  <Text fw={600} data-testid="wheel-balance">
                    {t('wheel:balance')}: {me.spins}
                  </Text>
                  <Button size="lg" onClick={onSpin} disabled={spinning || me.spins < 1} loading={spinning}>
                    {spinning ? t('wheel:spinning') : t('wheel:spin')}
                  </Button>
                  {/* Only the platform wheel gives a free spin a day; an event's spins come from its tasks. */}
                  {me.next_free_spin_at ? (
                    <Text size="sm" c="dimmed">
                      {t('wheel:freeSpinToday')}
                    </Text>
                  ) : null}
                </>
              ) : (
                <Button
                  component={Link}
                  to={`${ROUTES.login}?redirect=${encodeURIComponent(`${ROUTES.luckyWheel}${params.toString() ? `?${params.toString()}` : ''}`)}`}
                >
                  {t('wheel:signInToSpin')}
                </Button>
              )}
              <div aria-live="polite">
                {shown ? (
                  <Alert color="teal" data-testid="wheel-result">
                    {t('wheel:result', { label: shown.spin.label })} ({prizeText(t, shown.spin)})
                  </Alert>
                ) : null}
              </div>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <OddsTable wheel={data} />
              {me ? <Fairness wheel={data} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
        {me && user ? <History wheelId={data.id} /> : null}
      </Stack>
    </Container>
  );
}
