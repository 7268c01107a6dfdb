import { useEffect, useState } from 'react';
import type { ComedyEvent } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { LinkIcon, ShareIcon } from '../../../components/icons';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { eventPath } from '../utils/event-format';
import styles from './EventShare.module.css';

export const SHARE_LABELS = {
  share: 'Compartir',
  whatsapp: 'Compartir por WhatsApp',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No pudimos copiar el enlace',
} as const;

const COPIED_NOTICE_MS = 4000;

type CopyState = 'idle' | 'copied' | 'failed';

function useCopyLink(url: string): [CopyState, () => void] {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return [state, copy];
}

/**
 * The system share sheet where the browser has one (phones); else WhatsApp and copying the link.
 * The server (and hydration) draws the second, with the page's path: the browser then switches.
 */
export function EventShare({ event }: { event: ComedyEvent }) {
  const origin = useBrowserValue(() => window.location.origin, '');
  const hasShareSheet = useBrowserValue(() => typeof navigator.share === 'function', false);
  const url = `${origin}${eventPath(event)}`;
  const [copyState, copy] = useCopyLink(url);

  if (hasShareSheet) {
    const share = () => {
      // closing the share sheet rejects with AbortError: nothing to tell
      navigator.share({ title: event.name, text: event.name, url }).catch(() => undefined);
    };
    return (
      <div className={styles.share}>
        <Button size="small" variant="secondary" icon={<ShareIcon />} onClick={share}>
          {SHARE_LABELS.share}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.share} role="group" aria-label={SHARE_LABELS.share}>
      <WhatsAppLink message={WHATSAPP_MESSAGES.shareEvent(event.name, url)} variant="inline" share>
        {SHARE_LABELS.whatsapp}
      </WhatsAppLink>
      <Button size="small" variant="ghost" icon={<LinkIcon />} onClick={copy}>
        {SHARE_LABELS.copy}
      </Button>
      <p role="status" className={styles.notice}>
        {copyState === 'copied' ? SHARE_LABELS.copied : copyState === 'failed' ? SHARE_LABELS.copyFailed : ''}
      </p>
    </div>
  );
}
