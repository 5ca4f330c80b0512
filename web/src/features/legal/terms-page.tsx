// The Terms of Service (/terms): what the tool is and is not, in plain words, true of this product — public
// sources with their check dates, not legal advice, rules change, what you save is yours (ADR 232), fair use.
// No server data but the support address (app config), so it renders offline.
import { Link } from 'react-router-dom';
import { useAppConfig } from '../../lib/app-config';
import { useAudienceTexts } from '../../lib/audience-texts';
import { LegalPage, LegalSection, SupportContact } from './legal-layout';

export function TermsPage() {
  const { companyName } = useAppConfig();
  const { audience } = useAudienceTexts();
  return (
    <LegalPage title="Terms of Service" description={`The rules for using ${companyName}, in plain words.`}>
      <LegalSection title="What this tool is">
        <p>
          {companyName} helps {audience} look up what ad platforms and regulators allow, restrict or
          forbid, by platform, category and market. Its information comes from the platforms' and regulators' own public pages.
        </p>
      </LegalSection>

      <LegalSection title="Every answer shows where it comes from">
        <p>
          Each policy links to the source it was taken from and shows the date that source was last checked. Where we could
          not fully confirm a record against its source, it is marked “Partly verified” or “Not verified”, and says what is
          uncertain where we know.
        </p>
      </LegalSection>

      <LegalSection title="It is not legal advice">
        <p>
          The tool summarises published rules to save you time. It does not tell you whether a particular ad or campaign is
          lawful or will be approved: the platform decides whether it runs, and the law of each market decides whether it is
          allowed. For a decision that matters, ask a qualified lawyer or the platform itself.
        </p>
      </LegalSection>

      <LegalSection title="Rules change: check the source before a campaign">
        <ul>
          <li>Platforms and regulators change their rules, sometimes without notice, and we may not have caught up yet.</li>
          <li>
            The library on your device is only as current as its last sync; <Link to="/settings" className="text-primary underline underline-offset-4">Settings</Link>{' '}
            shows when that was.
          </li>
          <li>Before you launch a campaign, open the linked source and read the current rule there.</li>
        </ul>
      </LegalSection>

      <LegalSection title="What you save is yours">
        <p>
          There are no accounts. Your saved searches, followed policies, analyses and uploaded images are kept on the server
          for this browser only (see the Privacy Policy); this installation&apos;s administrators can read the analyses.
          Uploaded images are deleted after a time, and each browser may keep only so many at once.
        </p>
      </LegalSection>

      <LegalSection title="Fair use">
        <p>
          Use the tool for its purpose. Do not try to overload the service, get around its limits (it slows down anyone who
          sends too many changes in a short time), or break into it.
        </p>
      </LegalSection>

      <LegalSection title="No guarantee">
        <p>
          We work to keep the information accurate and the service available, but we cannot promise that every record is
          complete and error-free, or that the service is always reachable. You remain responsible for the ads you run.
        </p>
      </LegalSection>

      <LegalSection title="Questions and corrections">
        <SupportContact lead="If a rule here is wrong or out of date, or you have a question about these terms, write to" />
      </LegalSection>
    </LegalPage>
  );
}
