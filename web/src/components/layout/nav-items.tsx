import type { ReactNode } from 'react';
import { MicIcon, TicketIcon, UserIcon } from '../icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Eventos', icon: <MicIcon /> },
  { to: '/tickets', label: 'Tickets', icon: <TicketIcon /> },
  { to: '/perfil', label: 'Perfil', icon: <UserIcon /> },
];

export const AUTH_LINKS = {
  login: { to: '/iniciar-sesion', label: 'Iniciar sesión' },
  signUp: { to: '/crear-cuenta', label: 'Crear cuenta' },
} as const;
