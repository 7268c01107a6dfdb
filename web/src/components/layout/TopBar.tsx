import { memo, useCallback, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '../ui/Button';
import { CloseIcon, MenuIcon } from '../icons';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { Logo } from './Logo';
import { AUTH_LINKS, NAV_ITEMS } from './nav-items';
import { useNavSession } from './nav-session';
import styles from './TopBar.module.css';

function AuthButtons() {
  return (
    <>
      <ButtonLink to={AUTH_LINKS.login.to} variant="ghost" size="small">
        {AUTH_LINKS.login.label}
      </ButtonLink>
      <ButtonLink to={AUTH_LINKS.signUp.to} size="small">
        {AUTH_LINKS.signUp.label}
      </ButtonLink>
    </>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          className={({ isActive }) => [styles.navLink, isActive ? styles.active : ''].join(' ')}
        >
          {item.label}
        </NavLink>
      ))}
    </>
  );
}

/** Top bar; on phones the links move into a hamburger menu. */
export const TopBar = memo(function TopBar({ logoOnly = false }: { logoOnly?: boolean }) {
  const session = useNavSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // A navigation (e.g. the browser's back button) closes the menu.
  const isMenuOpen = menuOpen && menuPath === pathname;
  useFocusTrap(menuRef, isMenuOpen, closeMenu);

  const showAuthButtons = session === 'signed-out';

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Logo />
        {!logoOnly && (
          <>
            <nav aria-label="Principal" className={styles.desktopNav}>
              <NavLinks />
            </nav>
            <div className={styles.desktopAuth}>{showAuthButtons && <AuthButtons />}</div>
            <button
              type="button"
              className={styles.menuButton}
              aria-label={isMenuOpen ? 'Cerrar menú' : 'Abrir menú'}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => {
                setMenuPath(pathname);
                setMenuOpen(!isMenuOpen);
              }}
            >
              {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </>
        )}
      </div>
      {!logoOnly && isMenuOpen && (
        <div id={menuId} ref={menuRef} className={styles.mobileMenu} role="dialog" aria-modal="true" aria-label="Menú">
          <nav aria-label="Menú principal" className={styles.mobileNav}>
            <NavLinks onNavigate={closeMenu} />
          </nav>
          {showAuthButtons && (
            <div className={styles.mobileAuth}>
              <AuthButtons />
            </div>
          )}
        </div>
      )}
    </header>
  );
});
