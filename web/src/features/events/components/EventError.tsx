import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { ArrowLeftIcon } from '../../../components/icons';
import styles from './EventError.module.css';

/** react-router keeps the in-app history position here; 0 means this is the first page. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function EventError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <section role="alert" className={styles.error}>
      <h1 className={styles.title}>Error</h1>
      <p>{message}</p>
      <Button
        variant="secondary"
        icon={<ArrowLeftIcon />}
        onClick={() => (hasInAppHistory() ? navigate(-1) : navigate('/'))}
      >
        Volver
      </Button>
    </section>
  );
}
