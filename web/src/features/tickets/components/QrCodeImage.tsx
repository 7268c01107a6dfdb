import { useMemo } from 'react';
import { QR_IMAGE_SIZE } from '@carcajada/domain';
import { qrCodeLink, TICKET_MESSAGES } from '../utils/ticket-display';
import { qrDrawing } from '../utils/qr-modules';
import styles from './QrCodeImage.module.css';

export interface QrCodeImageProps {
  code: string;
  /** Accessible description, e.g. which ticket this code admits. */
  label: string;
}

/** The ticket's QR drawn as SVG (200×200); if it cannot be drawn, the code as a link. */
export function QrCodeImage({ code, label }: QrCodeImageProps) {
  const drawing = useMemo(() => qrDrawing(code), [code]);
  if (!drawing) {
    return (
      <div className={styles.fallback}>
        <p className={styles.unavailable}>{TICKET_MESSAGES.qrUnavailable}</p>
        <a {...qrCodeLink(code)}>Ver el código del ticket</a>
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      className={styles.qr}
      width={QR_IMAGE_SIZE}
      height={QR_IMAGE_SIZE}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.size} height={drawing.size} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
