/**
 * What the chat's address says the player came about (`/support?about=deposit&amount=…`), made
 * into the origin and context sent with the first message and the sentence the composer starts
 * with. Values are checked here too: an address is anybody's to write.
 */
import type { T } from '#client/i18n.ts';
import { CRYPTO_NETWORKS, type CryptoNetwork } from '#shared/vocabulary.ts';
import type { SupportContext, SupportOrigin } from './model.ts';

export interface Prefill {
  origin: SupportOrigin;
  context: SupportContext | null;
  /** The composer's first text, in the player's language; '' for none. */
  text: string;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;
const RECORD_ID = /^[A-Za-z0-9-]{1,64}$/;

const valid = (value: string | null, pattern: RegExp) =>
  value !== null && pattern.test(value.trim()) ? value.trim() : undefined;

/** The network as the contract names it (TRC20, ERC20), whatever the address's case. */
const networkOf = (value: string | null): CryptoNetwork | undefined =>
  CRYPTO_NETWORKS.find((network) => network === value?.trim().toUpperCase());

function depositPrefill(t: T, query: URLSearchParams): Prefill {
  const amount = valid(query.get('amount'), AMOUNT);
  const network = networkOf(query.get('network'));
  const txHash = valid(query.get('txHash'), TX_HASH);
  const lines = [
    amount ? t('support.prefill.deposit', { amount }) : t('support.prefill.depositAny'),
    network && t('support.prefill.network', { network }),
    txHash && t('support.prefill.txHash', { txHash }),
  ];
  return {
    origin: 'deposit',
    // The context names an amount, or there is none to send.
    context: amount
      ? { kind: 'deposit', amount, ...(network ? { network } : {}), ...(txHash ? { txHash } : {}) }
      : null,
    text: lines.filter(Boolean).join('\n'),
  };
}

/**
 * The prefill of an address's query; Home's when it names nothing known.
 * @example readPrefill(t, new URLSearchParams('about=withdrawal&id=42')).context // { kind: 'withdrawal', withdrawalId: '42' }
 */
export function readPrefill(t: T, query: URLSearchParams): Prefill {
  switch (query.get('about')) {
    case 'deposit':
      return depositPrefill(t, query);
    case 'withdrawal': {
      const id = valid(query.get('id'), RECORD_ID);
      if (!id) return { origin: 'withdrawal', context: null, text: t('support.prefill.withdrawalAny') };
      return {
        origin: 'withdrawal',
        context: { kind: 'withdrawal', withdrawalId: id },
        text: t('support.prefill.withdrawal', { id }),
      };
    }
    case 'account':
      return { origin: 'account', context: null, text: t('support.prefill.account') };
    default:
      return { origin: 'home', context: null, text: '' };
  }
}

/** The line a message with a context shows above its text ("About a deposit of 12.50 USDT"). */
export function contextLine(t: T, context: SupportContext | null): string {
  if (!context) return '';
  if (context.kind === 'withdrawal') return t('support.context.withdrawal', { id: context.withdrawalId });
  const parts = [
    t('support.context.deposit', { amount: context.amount }),
    context.network,
    context.txHash && `${context.txHash.slice(0, 10)}…${context.txHash.slice(-6)}`,
  ];
  return parts.filter(Boolean).join(' · ');
}
