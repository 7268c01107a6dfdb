import { DATA_CONSENT_TEXTS, DATA_POLICY_PATH } from '@carcajada/domain';
import { Link } from 'react-router-dom';
import { LegalPage, OperatorFacts } from '../components/LegalPage';

/** /terminos: the terms of using Carcajada, naming its operator. */
export default function TermsPage() {
  return (
    <LegalPage title={DATA_CONSENT_TEXTS.termsTitle}>
      {(config) => (
        <>
          <p>
            Carcajada es operada por {config.operator.legal_name} (NIT {config.operator.nit}), que vende en línea las
            entradas de shows de comedia en Colombia por cuenta de sus organizadores.
          </p>
          <OperatorFacts config={config} />
          <h2>Las entradas</h2>
          <p>
            Cada show lo organiza y realiza su productor, que aparece en la página del show, en tu entrada y en el
            correo de confirmación («Organiza: razón social · NIT»), junto con su código PULEP del Ministerio de Cultura
            (Ley 1493 de 2011). El precio incluye IVA y el cargo por servicio que ves antes de pagar.
          </p>
          <h2>Pagos, cambios y reembolsos</h2>
          <p>
            Los pagos se hacen por Mercado Pago. Si una función se cancela, te devolvemos el valor completo por el mismo
            medio. Tus entradas pueden transferirse desde Mis tickets antes de la función.
          </p>
          <h2>Ingreso</h2>
          <p>
            Presenta el código QR de tu entrada en la puerta; cada código admite a las personas de la entrada una sola
            vez.
          </p>
          <h2>Tus datos</h2>
          <p>
            Tratamos tus datos según la <Link to={DATA_POLICY_PATH}>política de tratamiento de datos</Link>.
          </p>
        </>
      )}
    </LegalPage>
  );
}
