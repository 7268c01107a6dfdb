import { useEffect, useState } from 'react';
import { InfoIcon, WarningIcon } from './icons';
import styles from './DevBanner.module.css';

type BackendState = 'checking' | 'running' | 'disconnected';

export interface DevBannerProps {
  /** URL that answers when the local backend (the Firestore emulator) is up. */
  probeUrl: string;
}

/** Development builds against the emulators only: tells whether the local backend answers. */
export function DevBanner({ probeUrl }: DevBannerProps) {
  const [state, setState] = useState<BackendState>('checking');

  useEffect(() => {
    const controller = new AbortController();
    // no-cors: any answer (even opaque) proves the emulator is listening; only a network error rejects.
    fetch(probeUrl, { mode: 'no-cors', signal: controller.signal }).then(
      () => setState('running'),
      () => {
        if (!controller.signal.aborted) setState('disconnected');
      },
    );
    return () => controller.abort();
  }, [probeUrl]);

  return state === 'checking' ? null : <DevBannerView running={state === 'running'} />;
}

/** The banner itself, for a known backend state (also shown on /demo-design-system). */
export function DevBannerView({ running }: { running: boolean }) {
  return (
    <div role="status" className={[styles.banner, running ? styles.running : styles.disconnected].join(' ')}>
      {running ? <InfoIcon className={styles.icon} /> : <WarningIcon className={styles.icon} />}
      <span>{running ? 'Preview backend running in this workspace.' : 'Preview backend disconnected.'}</span>
    </div>
  );
}
