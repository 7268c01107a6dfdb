import { PageLayout } from '../../../components/layout/PageLayout';

/** Placeholder so the router compiles; the accounts/money engineer replaces this page. */
export default function CheckoutPage() {
  return (
    <PageLayout>
      <h1>Resumen de compra</h1>
    </PageLayout>
  );
}
