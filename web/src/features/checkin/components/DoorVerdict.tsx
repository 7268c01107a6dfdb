import type { DoorResult } from '../utils/door-state';
import styles from '../pages/CheckInPage.module.css';

interface DoorVerdictProps {
  result: DoorResult;
  onDismiss: () => void;
}

/** The door's answer to a scan, big enough to read at arm's length: the verdict, who, how many and which seats. */
export function DoorVerdict({ result, onDismiss }: DoorVerdictProps) {
  return (
    <div role="status" aria-live="assertive" className={styles.resultBox}>
      <button
        type="button"
        className={`${styles.result} ${result.tone === 'ok' ? styles.ok : styles.bad}`}
        onClick={onDismiss}
        data-testid="checkin-result"
      >
        <span className={styles.headline}>{result.headline}</span>
        {result.holderName && <span className={styles.holder}>{result.holderName}</span>}
        {result.people && <span className={styles.people}>{result.people}</span>}
        {result.seats.length > 0 && (
          // spans, not a list: a button holds phrasing content only
          <span className={styles.seats} data-testid="checkin-seats">
            {result.seats.map((seat) => (
              <span key={seat}>{seat}</span>
            ))}
          </span>
        )}
        {result.serverHeadline && <span className={styles.people}>Servidor: {result.serverHeadline}</span>}
      </button>
    </div>
  );
}
