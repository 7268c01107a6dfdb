import { WALLET_TEXTS, type WalletPassesResult } from '@carcajada/domain';
import { useWalletPasses } from '../api/wallet-passes';
import { AppleWalletMark, GoogleWalletMark } from './WalletMarks';
import styles from './WalletBadges.module.css';

export interface WalletBadgesProps {
  ticketId: string;
  /** Where a wallet link goes (the default leaves for it: Safari opens a .pkpass, Google its save page). */
  onOpen?: (url: string) => void;
}

type Wallet = keyof WalletPassesResult;

function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * "Agregar a Apple Wallet" and "Guardar en Google Wallet": both always offered (any browser may
 * hand the pass to a phone's wallet; neither is hidden where the other is missing). A tap asks
 * walletPasses for this holder's links, then opens the wallet's one.
 */
export function WalletBadges({ ticketId, onOpen = leaveFor }: WalletBadgesProps) {
  const { pending, failure, fetchLinks } = useWalletPasses();

  async function open(wallet: Wallet) {
    const links = await fetchLinks({ ticketId });
    if (links) onOpen(links[wallet]);
  }

  return (
    <div className={styles.badges}>
      <button
        type="button"
        className={styles.badge}
        aria-label={WALLET_TEXTS.apple}
        disabled={pending}
        onClick={() => void open('appleUrl')}
      >
        <AppleWalletMark className={styles.mark} />
        <span className={styles.words} aria-hidden="true">
          <span className={styles.small}>Agregar a</span>
          <span className={styles.large}>Apple Wallet</span>
        </span>
      </button>
      <button
        type="button"
        className={styles.badge}
        aria-label={WALLET_TEXTS.google}
        disabled={pending}
        onClick={() => void open('googleUrl')}
      >
        <GoogleWalletMark className={styles.mark} />
        <span className={styles.words} aria-hidden="true">
          <span className={styles.small}>Guardar en</span>
          <span className={styles.large}>Google Wallet</span>
        </span>
      </button>
      {pending && (
        <p className={styles.status} role="status">
          {WALLET_TEXTS.loading}
        </p>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
