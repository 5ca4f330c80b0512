// The Privacy Policy (/privacy): everything the product keeps, on the device and on the server, stated as
// the code does it (ADR 210 lists where each claim was checked: the replica, localStorage keys, the events
// and saved_searches tables, the request log's redaction, no cookies, no third-party scripts).
import { Link } from 'react-router-dom';
import { useAppConfig } from '../../lib/app-config';
import { DEFAULT_MARKET_KEY } from '../../lib/default-market';
import { LAST_ANSWER_KEY, REPLICA_DB_NAME } from '../../lib/replica/replica-names';
import { LegalPage, LegalSection, SupportContact, Tech } from './legal-layout';

export function PrivacyPage() {
  const { companyName } = useAppConfig();
  return (
    <LegalPage title="Privacy Policy" description={`What ${companyName} keeps, where, and why.`}>
      <LegalSection title="In short">
        <p>
          There are no accounts and nothing asks who you are. The app sets no cookies, does not track you across sites and
          loads no third-party analytics, ads, fonts or scripts: everything the app loads comes from this site.
        </p>
      </LegalSection>

      <LegalSection title="Kept on your device">
        <p>So that the app works offline, your browser keeps:</p>
        <ul>
          <li>
            the policy library: a copy of the public policies, platforms, categories, markets, documents and updates, a search index
            built from it, its revision number and the time of the last sync (IndexedDB, <Tech>{REPLICA_DB_NAME}</Tech>);
          </li>
          <li>
            your saved searches and the policies you follow, the changes to them that have not reached the server yet, and
            for each the library revision at which you last looked at it, so the app can say what changed since (these
            stay on this device);
          </li>
          <li>
            your default market, if you chose one in Settings (<Tech>{DEFAULT_MARKET_KEY}</Tech>);
          </li>
          <li>
            the address of the last search opened straight from its link or a reload (with its words) and which policies it
            listed first, so that opening it again shows them at once (<Tech>{LAST_ANSWER_KEY}</Tech>);
          </li>
          <li>a small cache of answers fetched online, such as this site's name and support address;</li>
          <li>the date the app asked the browser to keep its data, so it asks only once;</li>
          <li>the app's own files, so it opens without a connection.</li>
        </ul>
        <p>
          This stays in your browser. <Link to="/settings" className="text-primary underline underline-offset-4">Settings</Link>{' '}
          can clear the library and download it again. Clearing this site's data in your browser removes all of it, including
          saved searches the server has not received yet.
        </p>
      </LegalSection>

      <LegalSection title="Kept on the server">
        <ul>
          <li>
            <strong>Saved searches:</strong> the name, the query, the filters, a random identifier your device makes for it,
            and the date it was created. They are not linked to you, and everyone who uses this installation sees the same
            list. Deleting a search removes it from that list; the server keeps the record, marked with the time it was
            deleted.
          </li>
          <li>
            <strong>Followed policies:</strong> which policies are followed and since when. Like saved searches they are not
            linked to you, everyone who uses this installation shares the list, and unfollowing removes the entry.
          </li>
          <li>
            <strong>Page views:</strong> each time you open a screen, the app sends its address (the path and any query, such
            as the words you searched for) and the server stores it with the time. Nothing else is stored with it: no network
            address, no device identifier.
          </li>
          <li>
            <strong>Request logs:</strong> the server logs each request to its programming interface: the time, the address
            asked for, the answer's status and how long it took, the network address it came from and the headers your
            browser sent (such as its name and version). Cookies and authorization headers are removed before anything is
            written. How long the logs are kept is up to whoever runs this installation.
          </li>
          <li>
            <strong>Limits:</strong> to slow down abuse, the server counts the writes (saved-search changes and page views)
            each network address sends, for one minute, in memory only.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Links to other sites">
        <p>
          Policies link to the platforms' and regulators' own pages. When you follow one, you leave this site and that
          site's own privacy rules apply.
        </p>
      </LegalSection>

      <LegalSection title="Questions">
        <SupportContact lead="For any question about your data, write to" />
      </LegalSection>
    </LegalPage>
  );
}
