import type { ReactNode } from 'react';
import { track } from '../lib/tracking';
import { whatsappUrl } from '../lib/whatsapp';
import { WhatsAppIcon } from './icons';
import styles from './WhatsAppLink.module.css';

export interface WhatsAppLinkProps {
  /** The pre-filled chat message (see WHATSAPP_MESSAGES). */
  message: string;
  children?: ReactNode;
  /** 'button' looks like the WhatsApp button; 'inline' is a text link. */
  variant?: 'button' | 'inline';
}

export function WhatsAppLink({ message, children = 'Escríbenos por WhatsApp', variant = 'button' }: WhatsAppLinkProps) {
  return (
    <a
      href={whatsappUrl(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={variant === 'button' ? styles.button : styles.inline}
      onClick={() => track('Contact', { channel: 'whatsapp' })}
    >
      <WhatsAppIcon aria-hidden="true" className={styles.icon} />
      <span>{children}</span>
    </a>
  );
}
