import { Button, Cell, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { CLAN_ROLE_LABELS, CLAN_TYPE_LABELS, type ClanDetail } from '@w2e/core/contracts/clans';
import { memberName } from '@w2e/core/format/display-name';
import {
  useAnswerClanInvitation,
  useClan,
  useClanMembers,
  useJoinClan,
  useLeaveClan,
} from '@w2e/react/clans/queries';
import { useSession } from '@w2e/react/session/queries';
import { useState } from 'react';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate, useParams } from '../../components/router';
import { Loading } from '../../components/screen-state';
import { serverMessage } from '../../components/server-message';
import { haptic, useMainButton } from '../../components/telegram';
import { useTranslation } from '../../i18n';

const MEMBERS_SHOWN = 20;

type Outcome = { ok: boolean; text: string } | null;

/**
 * What the player may do here, as the MainButton (join, request, accept an invitation) and a plain button for
 * the way out (withdraw a request, decline, leave). The owner has neither: they hand the clan over on the web.
 */
function useMembershipActions(clan: ClanDetail | undefined, setOutcome: (outcome: Outcome) => void) {
  const { t } = useTranslation();
  const { user } = useSession();
  const join = useJoinClan();
  const leave = useLeaveClan();
  const answer = useAnswerClanInvitation();
  const busy = join.isPending || leave.isPending || answer.isPending;
  const run = async (call: () => Promise<{ message: string }>) => {
    setOutcome(null);
    try {
      const { message } = await call();
      haptic('success');
      setOutcome({ ok: true, text: message });
    } catch (error) {
      haptic('error');
      setOutcome({ ok: false, text: serverMessage(error, t('errors:requestFailed')) });
    }
  };
  const row = clan?.membership ?? null;
  const invited = row?.status === 'pending' && row.kind === 'invitation';
  const main =
    !clan || !user
      ? null
      : !row
        ? {
            text: clan.type === 'public' ? t('clans:join') : t('clans:requestToJoin'),
            onClick: () => void run(() => join.mutateAsync(clan.id)),
          }
        : invited
          ? {
              text: t('clans:acceptInvitation'),
              onClick: () => void run(() => answer.mutateAsync({ id: clan.id, answer: 'accept' })),
            }
          : null;
  const secondary =
    !clan || !row || row.role === 'owner'
      ? null
      : invited
        ? {
            text: t('clans:declineInvitation'),
            onClick: () => void run(() => answer.mutateAsync({ id: clan.id, answer: 'decline' })),
          }
        : {
            text: row.status === 'pending' ? t('clans:withdraw') : t('clans:leave'),
            onClick: () => void run(() => leave.mutateAsync(clan.id)),
          };
  return { main, secondary, busy };
}

/** /clans/:slug: the clan, the player's place in it, joining or leaving, and its best members. */
export function ClanScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clan = useClan(slug);
  const members = useClanMembers(slug, { limit: MEMBERS_SHOWN });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { main, secondary, busy } = useMembershipActions(clan.data, setOutcome);
  useMainButton({
    text: main?.text ?? '',
    visible: main !== null,
    loading: busy,
    onClick: () => main?.onClick(),
  });

  if (clan.isPending)
    return (
      <Page>
        <Loading />
      </Page>
    );
  if (clan.isError)
    return (
      <Page>
        <Placeholder
          header={t('clans:loadFailed')}
          description={serverMessage(clan.error, t('clans:notFound'))}
        />
      </Page>
    );
  const data = clan.data;
  const row = data.membership;
  return (
    <Page>
      <List>
        <Section>
          {data.banner_url ? (
            <img src={data.banner_url} alt="" style={{ width: '100%', maxHeight: 160, objectFit: 'cover' }} />
          ) : null}
          <Cell
            multiline
            subtitle={`${t(CLAN_TYPE_LABELS[data.type])} · ${t('clans:owner')}: ${memberName(data.owner)}`}
            description={
              <span data-testid="clan-member-count">
                {t('clans:membersOf', { count: data.member_count, limit: data.member_limit })}
              </span>
            }
          >
            <span data-testid="clan-name">{data.name}</span>
          </Cell>
          {row ? (
            <Cell data-testid="clan-membership" data-status={row.status}>
              {row.status === 'active'
                ? t(CLAN_ROLE_LABELS[row.role])
                : row.kind === 'invitation'
                  ? t('clans:invitedNotice')
                  : t('clans:requested')}
            </Cell>
          ) : null}
          {outcome ? (
            <Cell multiline data-testid="clan-outcome" data-ok={outcome.ok}>
              {outcome.text}
            </Cell>
          ) : null}
          {secondary ? (
            <Button mode="plain" size="m" stretched loading={busy} onClick={secondary.onClick}>
              {secondary.text}
            </Button>
          ) : null}
        </Section>
        <Section header={t('miniapp:clanMembersTop')}>
          {members.isPending ? <Loading /> : null}
          {members.data?.items.map((member, index) => (
            <Cell
              key={member.user.id}
              data-testid="clan-member"
              before={<strong style={{ minWidth: 32, display: 'inline-block' }}>#{index + 1}</strong>}
              subtitle={t(CLAN_ROLE_LABELS[member.role])}
              after={String(member.score)}
            >
              {memberName(member.user)}
            </Cell>
          ))}
          <ActionCell
            data-testid="clan-board-link"
            onClick={() => void navigate(`/clans/${data.slug}/leaderboard`)}
          >
            {t('clans:leaderboard')}
          </ActionCell>
        </Section>
      </List>
    </Page>
  );
}
