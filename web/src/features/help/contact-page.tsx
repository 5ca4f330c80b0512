import { PageHeader } from '../../components/layout/page-header';
import { useAudienceTexts } from '../../lib/audience-texts';
import { SupportEmailCard } from './support-email-card';

export function ContactPage() {
  const { contact } = useAudienceTexts();
  return (
    <div>
      <PageHeader title="Contact Us" description={contact} />
      <SupportEmailCard heading="Email" text="Write to our team at this address." />
    </div>
  );
}
