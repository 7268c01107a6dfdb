import type { ReactNode } from 'react';
import { track } from '../lib/tracking';
import { whatsappShareUrl, whatsappUrl } from '../lib/whatsapp';
import { WhatsAppIcon } from './icons';
import styles from './WhatsAppLink.module.css';

export interface WhatsAppLinkProps {
  /** The pre-filled chat message (see WHATSAPP_MESSAGES). */
  message: string;
  children?: ReactNode;
  /** 'button' looks like the WhatsApp button; 'inline' is a text link. */
  variant?: 'button' | 'inline';
  /** Sharing: the visitor picks the chat, instead of writing to support. */
  share?: boolean;
}

export function WhatsAppLink({
  message,
  children = 'Escríbenos por WhatsApp',
  variant = 'button',
  share = false,
}: WhatsAppLinkProps) {
  return (
    <a
      href={share ? whatsappShareUrl(message) : whatsappUrl(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={variant === 'button' ? styles.button : styles.inline}
      onClick={share ? undefined : () => track('Contact', { channel: 'whatsapp' })}
    >
      <WhatsAppIcon aria-hidden="true" className={styles.icon} />
      <span>{children}</span>
    </a>
  );
}
