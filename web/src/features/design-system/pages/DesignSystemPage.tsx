import { PageLayout } from '../../../components/layout/PageLayout';

export default function DesignSystemPage() {
  return (
    <PageLayout>
      <h1>Sistema de diseño</h1>
    </PageLayout>
  );
}
