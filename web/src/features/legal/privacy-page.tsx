// The Privacy Policy (/privacy): everything the product keeps, on the device and on the server, stated as
// the code does it (ADR 210 lists where each claim was checked: the replica, localStorage keys, the events
// and saved_searches tables, the request log's redaction, no third-party scripts; ADR 232 the client cookie,
// who sees what, image retention and the quota).
import { Link } from 'react-router-dom';
import { useAppConfig } from '../../lib/app-config';
import { CLIENT_COOKIE } from '../../../../core/client-cookie';
import { DEFAULT_MARKET_KEY } from '../../lib/default-market';
import { LAST_ANSWER_KEY, REPLICA_DB_NAME } from '../../lib/replica/replica-names';
import { LegalPage, LegalSection, SupportContact, Tech } from './legal-layout';

export function PrivacyPage() {
  const { companyName, uploadRetentionDays } = useAppConfig();
  return (
    <LegalPage title="Privacy Policy" description={`What ${companyName} keeps, where, and why.`}>
      <LegalSection title="In short">
        <p>
          There are no accounts and nothing asks who you are. The app sets one cookie, to tell your browser apart from
          others so that what you save is yours. It does not track you across sites and loads no third-party analytics,
          ads, fonts or scripts: everything the app loads comes from this site.
        </p>
        <p>
          What you save or analyse here is seen only by this browser (or by you, if your company signs you in), and the
          analysis history also by this installation's administrators. Uploaded images are deleted after{' '}
          {uploadRetentionDays} days.
        </p>
      </LegalSection>

      <LegalSection title="The cookie">
        <p>
          <Tech>{CLIENT_COOKIE}</Tech> holds a random number the server gives your browser the first time you keep
          something on it: a saved search, a followed policy, an analysis or an image. Reading and searching set no
          cookie. It says nothing about you; it only lets the server show you your own saved searches, followed
          policies, analyses and images and no one else's. Scripts cannot read it, other sites cannot send it, and it
          lasts 400 days from the day it was set. Clearing this site's cookies makes your browser a new one: what you
          kept under the old cookie can no longer be reached from it.
        </p>
        <p>
          Where your company runs this app behind its sign-in, the server knows you by the email address the sign-in
          passes on instead, and what you keep follows you from one device to another.
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
            the date it was created, and whose it is (your browser's cookie number, or your email when your company signs
            you in). Only you see them. Deleting a search removes it from your list; the server keeps the record, marked
            with the time it was deleted.
          </li>
          <li>
            <strong>Followed policies:</strong> which policies you follow and since when, under the same owner. Only you see
            them, and unfollowing removes the entry.
          </li>
          <li>
            <strong>Uploaded images:</strong> the ad images you upload for analysis, re-encoded without their metadata, with
            their size, their owner and when they arrived. Only you can open them. They are deleted{' '}
            {uploadRetentionDays} days after upload. Each browser or person may keep a limited amount of images at a time;
            past it, uploads are refused until older images are deleted.
          </li>
          <li>
            <strong>Analyses:</strong> each analysis and category detection is kept as an audit record: the choices made,
            the text read from the image, the result, which engine answered and how long it took, under the same owner. You
            see your own; this installation&apos;s administrators (named by whoever runs it) can read all of them. Records
            stay until whoever runs this installation deletes them; when the image is deleted the record says so.
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
