import { DATA_CONSENT_TEXTS, MY_DATA_TEXTS, TERMS_PATH } from '@carcajada/domain';
import { Link } from 'react-router-dom';
import { LegalPage, OperatorFacts } from '../components/LegalPage';

/** Where "Mis datos" lives (the policy points to it: the rights exercised from the account). */
const PROFILE_PATH = '/perfil';

/** /politica-de-datos: the data-treatment policy sign-up asks consent to (Ley 1581 de 2012). */
export default function DataPolicyPage() {
  return (
    <LegalPage title={DATA_CONSENT_TEXTS.policyTitle}>
      {(config) => (
        <>
          <p>
            Versión {config.data_policy_version}. Esta política explica cómo {config.operator.legal_name} trata los
            datos personales de quienes usan Carcajada, conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013.
          </p>
          <h2>Responsable del tratamiento</h2>
          <OperatorFacts config={config} />
          <h2>Qué datos tratamos</h2>
          <p>
            Tu nombre, correo electrónico, número de celular y, si los agregas, ciudad y dirección; tus compras,
            reservas y entradas (show, fecha, cantidad, valores pagados y su estado) y tus ingresos a los shows. Los
            pagos los procesa Mercado Pago: no guardamos los datos de tu tarjeta ni de tu cuenta bancaria.
          </p>
          <h2>Para qué los usamos</h2>
          <ul>
            <li>Crear y mantener tu cuenta, y venderte o reservarte entradas.</li>
            <li>Enviarte tus entradas, su código QR, recordatorios y avisos sobre tus funciones.</li>
            <li>
              Dar al organizador de cada show la lista de asistentes (nombre, correo y celular) para el ingreso, y
              cumplir las obligaciones legales y contables de la venta.
            </li>
          </ul>
          <h2>Tus derechos</h2>
          <p>
            Puedes conocer, actualizar y rectificar tus datos, pedir prueba de tu autorización, saber cómo los usamos,
            revocar la autorización y pedir que los eliminemos cuando no haya un deber legal de conservarlos, y
            presentar quejas ante la Superintendencia de Industria y Comercio. Escríbenos a{' '}
            <a href={`mailto:${config.operator.email}`}>{config.operator.email}</a>: respondemos consultas en 10 días
            hábiles y reclamos en 15.
          </p>
          <p>
            Desde tu cuenta los ejerces sin escribirnos: en <Link to={PROFILE_PATH}>Perfil</Link>, en «
            {MY_DATA_TEXTS.title}», «{MY_DATA_TEXTS.download}» te da un archivo con todo lo que guardamos de tu cuenta,
            y «{MY_DATA_TEXTS.deleteButton}» borra tu cuenta y tus datos personales (tus compras pasadas quedan en la
            contabilidad, sin tu nombre, correo ni celular). Tu nombre, celular, ciudad y dirección los actualizas en
            «Editar perfil».
          </p>
          <h2>Autorización</h2>
          <p>
            Al crear tu cuenta marcas «{DATA_CONSENT_TEXTS.label}»: guardamos qué versión aceptaste y cuándo. Si la
            política cambia, te la pediremos de nuevo. Consulta también los{' '}
            <Link to={TERMS_PATH}>términos y condiciones</Link>.
          </p>
        </>
      )}
    </LegalPage>
  );
}
