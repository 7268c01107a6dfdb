import { PageLayout } from '../../../components/layout/PageLayout';

export default function HomePage() {
  return (
    <PageLayout>
      <h1>Shows de comedia</h1>
    </PageLayout>
  );
}
