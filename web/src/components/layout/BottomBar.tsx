import { memo } from 'react';
import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './nav-items';
import styles from './BottomBar.module.css';

/** Thumb-reach navigation on phones, the same three items as the top bar. */
export const BottomBar = memo(function BottomBar() {
  return (
    <nav aria-label="Navegación inferior" className={styles.bar}>
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          className={({ isActive }) => [styles.item, isActive ? styles.active : ''].join(' ')}
        >
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
});
