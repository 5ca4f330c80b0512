import { PageHeader } from '../../components/layout/page-header';
import { SupportEmailCard } from './support-email-card';

export function ContactPage() {
  return (
    <div>
      <PageHeader title="Contact Us" description="Questions about a policy or about this tool? Write to us." />
      <SupportEmailCard heading="Email" text="Write to our team at this address." />
    </div>
  );
}
