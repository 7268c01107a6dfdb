import type { ReactNode } from 'react';
import styles from './Choice.module.css';

/** A checkbox or radio with its text: the whole label is the 44 px target. */
export function CheckLabel({ children }: { children: ReactNode }) {
  return <label className={styles.check}>{children}</label>;
}

/** One radio of a group. */
export function Choice(props: { name: string; checked: boolean; label: string; onChange: () => void }) {
  return (
    <CheckLabel>
      <input type="radio" name={props.name} checked={props.checked} onChange={props.onChange} />
      {props.label}
    </CheckLabel>
  );
}
