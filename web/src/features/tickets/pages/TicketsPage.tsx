import { PageLayout } from '../../../components/layout/PageLayout';

/** Placeholder so the router compiles; the accounts/money engineer replaces this page. */
export default function TicketsPage() {
  return (
    <PageLayout>
      <h1>Mis tickets</h1>
    </PageLayout>
  );
}
