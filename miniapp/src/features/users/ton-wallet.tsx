import { Button, Cell } from '@telegram-apps/telegram-ui';
import { TonConnectUIProvider, useTonConnectUI } from '@tonconnect/ui-react';
import { getTonProofPayload } from '@w2e/core/api/users';
import { API_BASE } from '@w2e/core/constants';
import type { LinkTonWalletBody } from '@w2e/core/contracts/ton';
import { useApi } from '@w2e/react/api-provider';
import { useLinkTonWallet } from '@w2e/react/users/queries';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../components/server-message';
import { haptic } from '../../components/telegram';
import { useTranslation } from '../../i18n';

/** Refreshed a little before the server's 15 minutes run out, so a slow player still signs a live payload. */
const PAYLOAD_REFRESH_MS = 10 * 60_000;

/**
 * Connects a TON wallet with a ton_proof and links it (POST users/link-ton-wallet): the server's single-use
 * payload goes into the connect request, the wallet signs it, and the server checks the proof before the
 * wallet is kept. The wallet stays connected only for that: the session is dropped once the server answers.
 */
function Connector() {
  const { t } = useTranslation();
  const api = useApi();
  const [ui] = useTonConnectUI();
  const link = useLinkTonWallet();
  const [problem, setProblem] = useState<string | null>(null);

  // The player pressed "Connect a TON wallet" to load this chunk: the wallet picker opens without a second press.
  // A wallet session TON Connect restored from storage (the app closed before the last one was dropped, or
  // another Telegram account on this device) carries no proof for this player, and would block a new connection.
  useEffect(() => {
    void (async () => {
      if ((await ui.connectionRestored) && ui.connected) await ui.disconnect().catch(() => undefined);
      await ui.openModal();
    })();
  }, [ui]);

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      ui.setConnectRequestParameters({ state: 'loading' });
      const { payload } = await getTonProofPayload(await api.http());
      if (!stopped) ui.setConnectRequestParameters({ state: 'ready', value: { tonProof: payload } });
    };
    void refresh().catch(() => setProblem(t('errors:requestFailed')));
    const timer = setInterval(() => void refresh().catch(() => undefined), PAYLOAD_REFRESH_MS);
    const unsubscribe = ui.onStatusChange(async (wallet) => {
      const reply = wallet?.connectItems?.tonProof;
      if (!wallet || !reply) return;
      try {
        if (!('proof' in reply)) throw new Error(reply.error.message);
        const body: LinkTonWalletBody = {
          address: wallet.account.address,
          network: wallet.account.chain === '-3' ? '-3' : '-239',
          ...(wallet.account.publicKey ? { public_key: wallet.account.publicKey } : {}),
          proof: {
            timestamp: reply.proof.timestamp,
            domain: { length_bytes: reply.proof.domain.lengthBytes, value: reply.proof.domain.value },
            signature: reply.proof.signature,
            payload: reply.proof.payload,
            state_init: wallet.account.walletStateInit,
          },
        };
        await link.mutateAsync(body);
        haptic('success');
      } catch (error) {
        haptic('error');
        setProblem(serverMessage(error, t('miniapp:tonProofInvalid')));
      } finally {
        await ui.disconnect().catch(() => undefined);
        void refresh().catch(() => undefined);
      }
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
    };
  }, [ui, api, link.mutateAsync, t]);

  return (
    <>
      {problem ? (
        <Cell multiline data-testid="ton-problem">
          {problem}
        </Cell>
      ) : null}
      <Button size="m" stretched loading={link.isPending} onClick={() => void ui.openModal()}>
        {t('miniapp:tonConnect')}
      </Button>
    </>
  );
}

/** TON Connect's own telemetry (on by default: batches of events to analytics.ton.org) stays off. */
const NO_ANALYTICS = { mode: 'off' } as const;

/**
 * The TON Connect provider, with this server's manifest (it names the domain the proof must be for). The SDK
 * reports each step of a connection to TON's analytics service unless told not to: a player's wallet steps are
 * not sent to a third party the privacy policy does not name, and the Mini App makes no request it needs not.
 */
export default function TonWallet() {
  const manifestUrl = new URL(`${API_BASE}/auth/ton-connect-manifest`, window.location.origin).toString();
  return (
    <TonConnectUIProvider manifestUrl={manifestUrl} analytics={NO_ANALYTICS}>
      <Connector />
    </TonConnectUIProvider>
  );
}
