/**
 * The player's own USDT deposit addresses, one card per enabled chain
 * (`GET /chain/addresses`, assigned on the first call): the address with its QR code and a copy
 * button, the network, and what to send — only USDT on that network, the minimum, and after how
 * many confirmations it is credited by itself. During a time-out or self-exclusion
 * (`GET /customer/protection`) nothing is credited by itself: the page says instead that what
 * arrives is held while the block lasts. The page renders this island only when a chain is
 * configured, and the QR encoder (`uqr`) is loaded only once there is an address to draw.
 */
import { useEffect, useState } from 'react';
import { useRemote } from '#client/useRemote.ts';
import type { ChainAddress } from '#shared/contract/chain.ts';
import type { BlockKind } from '#shared/contract/protection.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { Loaded } from '../common/StateView.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { AddressCopy } from './AddressCopy.tsx';
import { showMoney } from '../common/amount.ts';
import { useCustomer } from '../common/useCustomer.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './wallet.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

export default withIslandI18n<Props>(function ChainAddresses() {
  const t = useT();
  const { signedIn } = useCustomer();
  const remote = useRemote(signedIn ? 'GET /chain/addresses' : null);
  const protection = useRemote(signedIn ? 'GET /customer/protection' : null);
  // Unknown until read: nothing is said about crediting before the block (if any) is known.
  const block =
    signedIn === false ? null : protection.data ? (protection.data.current?.kind ?? null) : undefined;
  let body;
  if (signedIn === false) body = <SignInPrompt />;
  else {
    body = (
      <Loaded remote={{ ...remote, isLoading: signedIn === null || remote.isLoading || block === undefined }}>
        {(addresses) =>
          addresses.length === 0 ? (
            <p className="notice notice-danger">{t('wallet.deposit.noAddress')}</p>
          ) : (
            <ul className="wallet-addresses">
              {addresses.map((entry) => (
                <ChainCard key={entry.chain} entry={entry} block={block ?? null} />
              ))}
            </ul>
          )
        }
      </Loaded>
    );
  }
  return (
    <section className="wallet-section wallet-own" aria-labelledby="chain-addresses-title">
      <h2 id="chain-addresses-title">{t('wallet.chain.title')}</h2>
      {block !== undefined && <ChainLead block={block} />}
      {body}
    </section>
  );
});

/** What happens to USDT sent here: credited by itself, or held while a block lasts. */
export function ChainLead({ block }: { block: BlockKind | null }) {
  const t = useT();
  if (block === null) return <p className="wallet-lead">{t('wallet.chain.intro')}</p>;
  return (
    <p className="notice wallet-lead" role="note" data-testid="chain-held-while-blocked">
      {t(block === 'timeout' ? 'wallet.chain.heldTimeout' : 'wallet.chain.heldSelfExclusion')}
    </p>
  );
}

/**
 * One chain: the QR code and the address with its copy button, then what to send there; while a
 * `block` lasts, nothing about the minimum or the confirmations that credit a deposit by itself.
 */
export function ChainCard({ entry, block }: { entry: ChainAddress; block: BlockKind | null }) {
  const locale = useLocale();
  const t = useT();
  const qr = useQrCode(entry.address);
  const { network } = entry;
  return (
    <li className="card wallet-chain" data-chain={entry.chain}>
      <div className="wallet-address">
        {qr ? (
          <img
            className="wallet-qr"
            src={qr}
            alt={t('wallet.chain.qrAlt', { network })}
            width={112}
            height={112}
          />
        ) : (
          <span className="wallet-qr wallet-qr-pending" aria-hidden="true" />
        )}
        <div className="wallet-chain-address">
          <h3>{t('wallet.chain.addressOf', { network })}</h3>
          <AddressCopy address={entry.address} label={t('wallet.chain.copy', { network })} />
        </div>
      </div>
      <div className="notice wallet-chain-rules" role="note">
        <p>
          <strong>{t('wallet.chain.onlyUsdt', { network })}</strong>
        </p>
        {block === null && (
          <ul className="wallet-facts">
            {entry.minDeposit !== null && (
              <li>{t('wallet.chain.minimum', { amount: showMoney(locale, entry.minDeposit) })}</li>
            )}
            <li>{t('wallet.chain.confirmations', { count: entry.confirmations })}</li>
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * The QR code of `text` as an SVG data URL (null until drawn), drawn here in the browser: the
 * encoder is imported on first use, so pages without a chain never download it.
 */
function useQrCode(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    import('uqr')
      .then(({ renderSVG }) => {
        const svg = renderSVG(text, { border: 2 });
        if (current) setDrawn({ text, url: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
      })
      // The chunk could not load (offline): the address and its copy button still work.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.url : null;
}
