// The offline analyzer (ADR 320) in the words of the screens that read an image (the analyzer, its history and
// the campaign check's creative): the mark of a result checked on this device, and, offline when the device has
// none, the offline message's last sentence: a link to Settings, where "Download offline analyzer" keeps it on
// the device so the next analysis without a connection runs here.
import { Link } from 'react-router-dom';
import type { OfflineAnalyzerState } from '../../lib/offline-analyzer/offline-analyzer-state';
import { ROUTE_PATHS } from '../../lib/route-paths';

/** The mark of a result read and checked on this device by the offline analyzer (ADR 320). */
export const DEVICE_MARK = 'Checked on this device';

/** Whether the offline message points to Settings: offline, and the device's check found no offline analyzer. */
export const offersOfflineAnalyzerDownload = (online: boolean, offlineAnalyzer: OfflineAnalyzerState['status']): boolean => !online && offlineAnalyzer === 'absent';

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
