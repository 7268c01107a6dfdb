import { useId, useState, type KeyboardEvent } from 'react';
import { InfoIcon } from '../../../components/icons';
import styles from './InfoTooltip.module.css';

export interface InfoTooltipProps {
  /** Accessible name of the trigger, e.g. "¿Qué es la tarifa de servicio?". */
  label: string;
  text: string;
}

/** An info button whose explanation shows on hover, focus or click; Escape hides it. */
export function InfoTooltip({ label, text }: InfoTooltipProps) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <span className={styles.wrapper} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-expanded={open}
        aria-describedby={open ? tooltipId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
      >
        <InfoIcon width={18} height={18} />
      </button>
      {open && (
        <span id={tooltipId} role="tooltip" className={styles.tooltip}>
          {text}
        </span>
      )}
    </span>
  );
}
