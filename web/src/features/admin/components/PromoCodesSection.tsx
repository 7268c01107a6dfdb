import { useState } from 'react';
import type { TicketType } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { invalidatePromoCodes, usePromoCodes } from '../api/promo-codes';
import { useSetPromoCodeActive } from '../api/save-promo-code';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoCodeList } from './PromoCodeList';
import styles from './ShowSales.module.css';

/** A show's promo codes (ADMIN and the show's organizer): list with uses, deactivate, create. */
export function PromoCodesSection({ eventId, types }: { eventId: string; types: TicketType[] }) {
  const [notice, setNotice] = useState<string | null>(null);
  const { codes, failure } = usePromoCodes(eventId);
  const { setActive, switching, failure: switchFailure } = useSetPromoCodeActive();

  async function switchCode(code: string, active: boolean) {
    setNotice(null);
    if (await setActive(code, active)) {
      setNotice(ADMIN_MESSAGES.promoCodeSwitched(code, active));
      invalidatePromoCodes(eventId);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="promo-codes-title">
      <h2 id="promo-codes-title" className={styles.title}>
        Códigos de descuento
      </h2>
      <p className={styles.hint}>
        El comprador escribe el código al pagar. Usos y descuento dado cuentan las entradas pagadas, reservadas o ya
        usadas; una compra cancelada devuelve su uso.
      </p>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {switchFailure && <FormAlert tone="error">{switchFailure}</FormAlert>}
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {!codes && !failure && <Spinner label="Cargando códigos…" />}
      {codes && codes.length === 0 && <p className={styles.empty}>{ADMIN_MESSAGES.noPromoCodes}</p>}
      {codes && codes.length > 0 && (
        <PromoCodeList
          codes={codes}
          types={types}
          switching={switching}
          onSetActive={(code, active) => void switchCode(code, active)}
        />
      )}
      <PromoCodeForm
        eventId={eventId}
        types={types}
        onCreated={(created) => {
          setNotice(ADMIN_MESSAGES.promoCodeCreated(created.code));
          invalidatePromoCodes(eventId);
        }}
      />
    </section>
  );
}
