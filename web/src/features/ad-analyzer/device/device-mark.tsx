// The mark of a result read and checked on this device by the offline analyzer (issue 33, ADR 320): which
// rules and which revision of the policy library judged it, as a server result names its engine.
import { Smartphone } from 'lucide-react';
import { DEVICE_MARK } from '../../../components/analyzer/offline-analyzer';
import type { DeviceCheck } from '../../../lib/offline-analyzer/analyze-on-device';

export function DeviceMark({ device }: { device: DeviceCheck | undefined }) {
  if (!device) return null;
  return (
    <p data-testid="device-mark" className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border bg-muted px-3 py-2 text-sm">
      <Smartphone aria-hidden="true" className="size-4" />
      <strong>{DEVICE_MARK}</strong>
      <span className="text-muted-foreground">
        Rules {device.rulesVersion} · policy library revision {device.datasetRevision}
      </span>
    </p>
  );
}
