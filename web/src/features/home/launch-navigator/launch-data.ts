// The navigator's data: the launch requirements bundled with the app from seed/ (they change with a
// release, like the checker's snapshot, ADR 222), and the policy library on this device for the platforms'
// answers (the checker's read: it starts the first sync when the device has no library yet).
import { assessLaunch, type LaunchAssessment } from '../../../../../core/launch-navigator';
import { loadLaunchRequirements } from '../../../lib/bundled-dataset';
import { prepareChecker } from '../../../lib/checker-data';

export async function runLaunchAssessment(country: string, product: string): Promise<LaunchAssessment> {
  const [library, requirements] = await Promise.all([
    prepareChecker(),
    loadLaunchRequirements(),
  ]);
  return assessLaunch(library, requirements, country, product);
}
