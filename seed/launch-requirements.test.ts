// seed/launch-requirements.json (the launch navigator, ADR 222): every record through the schema, one per
// country × product of the navigator, and the facts the product depends on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assessLaunch, NAVIGATOR_COUNTRIES, NAVIGATOR_PRODUCTS } from '../core/launch-navigator';
import { seedLaunchRequirementSchema } from '../core/seed-schema';
import { seedCheckerData } from './checker-data';
import { SEED_DIR } from './read-dataset';

const records = z.array(seedLaunchRequirementSchema).parse(JSON.parse(readFileSync(join(SEED_DIR, 'launch-requirements.json'), 'utf8')));
const platforms = seedCheckerData();
const data = { ...platforms, platforms: platforms.platforms.map((p) => ({ ...p, name: p.identifier })) };

describe('the launch requirements', () => {
  it('has one record for every country × product of the navigator', () => {
    const cells = records.map((r) => `${r.country}/${r.product}`);
    expect(new Set(cells).size).toBe(cells.length);
    expect(cells.sort()).toEqual(NAVIGATOR_COUNTRIES.flatMap((c) => NAVIGATOR_PRODUCTS.map((p) => `${c.code}/${p.key}`)).sort());
  });

  it('restricts online casino and sports betting in India (the 2025 Act) and opens them in the UK with a Gambling Commission licence', () => {
    for (const product of ['online-casino', 'sports-betting']) {
      const india = assessLaunch(data, records, 'IN', product);
      expect(india.canLaunch).toBe(false);
      expect(india.reasons.join(' ')).toMatch(/2025/);
      const uk = assessLaunch(data, records, 'GB', product);
      expect(uk.canLaunch).toBe(true);
      expect(uk.licences.some((l) => /Gambling Commission/.test(l.regulator) && l.required)).toBe(true);
    }
  });

  it('asks an EU crypto exchange for MiCA authorisation', () => {
    const eu = assessLaunch(data, records, 'EU', 'crypto-exchange');
    expect(eu.licences.map((l) => l.name).join(' ')).toMatch(/MiCA|crypto-asset service provider|CASP/i);
  });
});
