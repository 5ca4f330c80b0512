import { PageHeader } from '../../components/layout/page-header';
import { SupportEmailCard } from './support-email-card';

export function SupportPage() {
  return (
    <div>
      <PageHeader title="Support" description="Help with the policy checker, search, comparisons and saved searches." />
      <SupportEmailCard
        heading="Contact support"
        text="Tell us the screen you were on and what you expected to see; a screenshot helps."
      />
    </div>
  );
}
