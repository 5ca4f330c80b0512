// The offline message's last sentence when the device has no offline analyzer: a link to Settings, where
// "Download offline analyzer" keeps it on the device so the next analysis without a connection runs here.
// Shared by the screens that read an image: the analyzer and the campaign check's creative.
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../lib/route-paths';

/**
 * Offline without the offline analyzer, the message goes on to where it is had, for next time: Settings'
 * "Download offline analyzer" (ADR 320). With it on the device the screen checks offline instead, so no hint.
 */
export const OFFLINE_ANALYZER_HINT = { before: 'For next time: ', link: 'download the offline analyzer in Settings', after: ' and this device can check images with no connection.' } as const;

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
