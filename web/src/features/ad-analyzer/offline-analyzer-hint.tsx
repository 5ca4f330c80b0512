// The offline message's last sentence when the device has no offline analyzer: a link to Settings, where
// "Download offline analyzer" keeps it on the device so the next analysis without a connection runs here.
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../lib/route-paths';
import { OFFLINE_ANALYZER_HINT } from './analyzer-choices';

export function OfflineAnalyzerHint() {
  return (
    <>
      {OFFLINE_ANALYZER_HINT.before}
      <Link to={ROUTE_PATHS.settings} className="font-medium underline underline-offset-2">
        {OFFLINE_ANALYZER_HINT.link}
      </Link>
      {OFFLINE_ANALYZER_HINT.after}
    </>
  );
}
