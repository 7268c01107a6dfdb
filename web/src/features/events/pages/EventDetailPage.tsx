import { PageLayout } from '../../../components/layout/PageLayout';

export default function EventDetailPage() {
  return (
    <PageLayout>
      <h1>Shows de comedia</h1>
    </PageLayout>
  );
}
