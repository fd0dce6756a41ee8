/**
 * A deposit address and its copy button, saying "Copied" next to it (and to screen readers);
 * without a clipboard the address is selected for a manual copy. Shared by the site's addresses
 * and the player's own on-chain ones.
 */
import { useRef, useState } from 'react';
import { useT } from '#islands/common/i18n.tsx';

/**
 * The address in monospace, then its copy button named `label` (which address it copies).
 * @example <AddressCopy address={entry.address} label={t('wallet.deposit.copyAddress', { network })} />
 */
export function AddressCopy({ address, label }: { address: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = useRef<HTMLParagraphElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for a manual copy.
      setCopied(false);
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
    }
  }
  return (
    <>
      <p ref={text} className="wallet-mono">
        {address}
      </p>
      <div className="wallet-copy">
        <button type="button" className="button button-secondary" onClick={copy} aria-label={label}>
          {t('common.copy')}
        </button>
        <span className="wallet-copied" role="status">
          {copied ? t('common.copied') : ''}
        </span>
      </div>
    </>
  );
}
