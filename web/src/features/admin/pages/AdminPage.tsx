import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/layout/PageLayout';
import styles from './AdminPage.module.css';

/** Spec: the admin route is only a placeholder for now. */
export default function AdminPage() {
  return (
    <PageLayout>
      <section className={styles.placeholder}>
        <h1>Admin Dashboard - Coming Soon</h1>
        <Link to="/administrador/ingreso" className={styles.doorLink}>
          Ingreso a la puerta (escáner)
        </Link>
      </section>
    </PageLayout>
  );
}
