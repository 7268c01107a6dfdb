import { PageLayout } from '../../../components/layout/PageLayout';

/** Placeholder so the router compiles; the accounts/money engineer replaces this page. */
export default function PurchaseFinishedPage() {
  return (
    <PageLayout>
      <h1>Gracias por tu compra</h1>
    </PageLayout>
  );
}
