import styles from './Spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Any CSS colour; the theme's accent by default. */
  color?: string;
  /** Covers the whole viewport (page-level loading). */
  fullScreen?: boolean;
  /** Accessible text, also shown under a full-screen spinner. */
  label?: string;
  /** Spotlight sweep animation of the theatrical theme. */
  theatrical?: boolean;
  /** Purely visual (e.g. inside a busy button that already says what is happening). */
  decorative?: boolean;
}

export function Spinner({
  size = 'medium',
  color,
  fullScreen = false,
  label = 'Cargando…',
  theatrical = false,
  decorative = false,
}: SpinnerProps) {
  const spinner = decorative ? (
    <span aria-hidden="true" className={[styles.spinner, styles[size]].join(' ')} style={color ? { color } : undefined}>
      <span className={styles.ring} />
    </span>
  ) : (
    <span
      role="status"
      aria-live="polite"
      className={[styles.spinner, styles[size], theatrical ? styles.theatrical : ''].join(' ')}
      style={color ? { color } : undefined}
    >
      <span className={styles.ring} aria-hidden="true" />
      <span className={fullScreen ? styles.caption : 'visually-hidden'}>{label}</span>
    </span>
  );
  return fullScreen ? <div className={styles.fullScreen}>{spinner}</div> : spinner;
}
