import { Link } from 'react-router-dom';
import styles from './Logo.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Carcajada, ir al inicio">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={styles.mark}>
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path
          d="M9 12.5q2-3 4 0M19 12.5q2-3 4 0"
          stroke="#140d0f"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M8 17h16q-1.5 8-8 8t-8-8z" fill="#140d0f" />
        <path d="M12 22q4 2.5 8 0" stroke="#c2272d" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>Carcajada</span>
    </Link>
  );
}
