import { Input, List, Section } from '@telegram-apps/telegram-ui';
import { CLAN_TYPE_LABELS, type Clan, type MyClan } from '@w2e/core/contracts/clans';
import { useClanList, useMyClans } from '@w2e/react/clans/queries';
import { useTimeout } from '@w2e/react/timers';
import { useState } from 'react';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate } from '../../components/router';
import { Failed, Loading, Notice } from '../../components/screen-state';
import { useTranslation } from '../../i18n';

const PAGE_SIZE = 30;
/** Typing settles for this long before the search asks the server. */
const SEARCH_DELAY_MS = 300;

function ClanCell({ clan }: { clan: Clan | MyClan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ActionCell
      data-testid="clan-cell"
      onClick={() => void navigate(`/clans/${clan.slug}`)}
      subtitle={`${t(CLAN_TYPE_LABELS[clan.type])} · ${t('clans:membersOf', { count: clan.member_count, limit: clan.member_limit })}`}
    >
      {clan.name}
    </ActionCell>
  );
}

/** /clans: the player's own clans first, then every clan, searchable by name. */
export function ClansScreen() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  // The search goes out once the player stops typing for a moment: each keystroke starts the wait again.
  useTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS, text);
  const mine = useMyClans();
  const list = useClanList({ ...(q ? { q } : {}), limit: PAGE_SIZE });
  return (
    <Page>
      <List>
        {mine.data && mine.data.clans.length > 0 ? (
          <Section header={t('clans:myClans')}>
            {mine.data.clans.map((clan) => (
              <ClanCell key={clan.id} clan={clan} />
            ))}
          </Section>
        ) : null}
        <Section header={t('clans:title')} footer={t('clans:intro')}>
          <Input
            header={t('clans:searchPlaceholder')}
            // telegram-ui's header is text above the field, not its label.
            aria-label={t('clans:searchPlaceholder')}
            value={text}
            data-testid="clan-search"
            onChange={(event) => setText(event.target.value)}
          />
          {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
          {list.isPending ? <Loading /> : null}
          {list.data?.items.length === 0 ? <Notice text={t('clans:empty')} /> : null}
          {list.data?.items.map((clan) => (
            <ClanCell key={clan.id} clan={clan} />
          ))}
        </Section>
      </List>
    </Page>
  );
}
