// The "Default market" choice: All markets, then the replica's markets by name (GLOBAL left out, UK and
// GB one market, as the compare screen lists them), stored on this device by lib/default-market.ts.
import { useId } from 'react';
import { compareMarkets, withUkAsGb } from '../../../../core/compare';
import { canonicalJurisdictionCode } from '../../../../core/resolve-policy';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useDefaultMarket } from '../../lib/default-market';
import type { ReplicaResult } from '../../lib/replica/use-replica-query';
import type { SettingsData } from './db';

const ALL = '';

export function DefaultMarketCard({ result }: { result: ReplicaResult<SettingsData> }) {
  const id = useId();
  const [stored, setStored] = useDefaultMarket();
  const jurisdictions = result.status === 'ready' ? withUkAsGb(result.data.jurisdictions) : [];
  const markets = compareMarkets(jurisdictions);
  // A stored alias (UK) selects its market (GB); a code the library does not have is still shown as chosen.
  const selected = stored === null ? ALL : canonicalJurisdictionCode(stored, jurisdictions);
  const unknown = selected !== ALL && !markets.some((m) => m.code === selected);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <label htmlFor={id}>Default market</label>
        </CardTitle>
        <CardDescription id={`${id}-help`}>The market you usually advertise in. It is remembered on this device only.</CardDescription>
      </CardHeader>
      <CardContent>
        <select
          id={id}
          aria-describedby={`${id}-help`}
          value={selected}
          onChange={(event) => setStored(event.target.value === ALL ? null : event.target.value)}
          className="h-10 w-full max-w-sm rounded-md border border-input bg-card px-3 text-sm"
        >
          <option value={ALL}>All markets</option>
          {markets.map((m) => (
            <option key={m.code} value={m.code}>
              {m.name} ({m.code})
            </option>
          ))}
          {unknown ? (
            <option value={selected}>{result.status === 'ready' ? `${selected} (not in the policy library on this device)` : selected}</option>
          ) : null}
        </select>
      </CardContent>
    </Card>
  );
}
