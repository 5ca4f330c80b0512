import { describe, expect, it } from 'vitest';
import { deviceCheckOfNote, deviceEngineNote } from './device-analysis';

describe('the engine note of an analysis checked on a device', () => {
  it('reads back the rules version and library revision it was written with', () => {
    expect(deviceCheckOfNote(deviceEngineNote('212 rules · 9f0e1d2c', 431))).toEqual({ rulesVersion: '212 rules · 9f0e1d2c', datasetRevision: 431 });
  });

  it('is null for a server note, no note, or a note cut short', () => {
    expect(deviceCheckOfNote('The model did not answer in time.')).toBeNull();
    expect(deviceCheckOfNote(null)).toBeNull();
    expect(deviceCheckOfNote('Checked on this device · Rules 212 rules · 9f0e1d2c · policy library revision ')).toBeNull();
    expect(deviceCheckOfNote('Checked on this device · Rules  · policy library revision x')).toBeNull();
  });
});
