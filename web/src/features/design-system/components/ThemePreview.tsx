import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import styles from './ThemePreview.module.css';

const TOKENS = [
  '--color-stage',
  '--color-surface',
  '--color-text',
  '--color-muted',
  '--color-accent',
  '--color-curtain',
  '--color-error',
  '--color-whatsapp',
];

/** A sample of the widgets under one theme value, with its colour tokens. */
export function ThemePreview({ theme }: { theme: 'default' | 'theatrical' }) {
  return (
    <div data-theme={theme} className={styles.preview}>
      <h3 className={styles.title}>{theme}</h3>
      <ul className={styles.swatches}>
        {TOKENS.map((token) => (
          <li key={token}>
            <span className={styles.swatch} style={{ background: `var(${token})` }} aria-hidden="true" />
            <code>{token}</code>
          </li>
        ))}
      </ul>
      <div className={styles.sample}>
        <Button>Primario</Button>
        <Button variant="secondary">Secundario</Button>
        <Spinner size="small" />
      </div>
      <Input label={`Campo (${theme})`} placeholder="Escribe algo" />
    </div>
  );
}
