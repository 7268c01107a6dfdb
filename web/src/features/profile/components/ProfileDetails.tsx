import type { AppUser } from '@carcajada/domain';
import { PROFILE_MESSAGES } from '../utils/profile-messages';
import styles from './ProfileDetails.module.css';

function avatarInitial(user: AppUser): string {
  return (user.name.trim() || user.email).charAt(0).toUpperCase();
}

/** Avatar initial, name and the contact data on file. */
export function ProfileDetails({ user }: { user: AppUser }) {
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <span className={styles.avatar} aria-hidden="true">
        {avatarInitial(user)}
      </span>
      <h1 id="profile-name" className={styles.name}>
        {user.name || user.email}
      </h1>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>Correo electrónico</dt>
          <dd>{user.email}</dd>
        </div>
        <div className={styles.row}>
          <dt>Celular</dt>
          <dd className={user.phone ? undefined : styles.missing}>{user.phone || PROFILE_MESSAGES.noPhone}</dd>
        </div>
        <div className={styles.row}>
          <dt>Ciudad</dt>
          <dd className={user.city ? undefined : styles.missing}>{user.city || PROFILE_MESSAGES.noCity}</dd>
        </div>
      </dl>
    </section>
  );
}
