import { describe, expect, it } from 'vitest';
import { bulletLines } from './markdown-lines';

describe('the lines of a markdown list', () => {
  it('drops the bullet markers -, * and + and the space after them', () => {
    expect(bulletLines('- Licence number\n* Age 18+\n+ Responsible gambling message')).toEqual(['Licence number', 'Age 18+', 'Responsible gambling message']);
  });

  it('drops the numbers of a numbered list, however many digits', () => {
    expect(bulletLines('1. Apply\n2. Wait\n10. Launch')).toEqual(['Apply', 'Wait', 'Launch']);
  });

  it('drops the indent of a nested item and the space around the text', () => {
    expect(bulletLines('-   Spaced out  \n    - Nested\n\t* Tabbed')).toEqual(['Spaced out', 'Nested', 'Tabbed']);
  });

  it('keeps a line without a marker whole, and keeps markers inside the text', () => {
    expect(bulletLines('Plain sentence - with a dash.\n-no space is not a marker\n18+ only')).toEqual([
      'Plain sentence - with a dash.',
      '-no space is not a marker',
      '18+ only',
    ]);
    expect(bulletLines('a. not a number\n1.5 is a value')).toEqual(['a. not a number', '1.5 is a value']);
  });

  it('drops blank lines, and an empty text has no lines', () => {
    expect(bulletLines('- One\n\n   \n- Two\n')).toEqual(['One', 'Two']);
    expect(bulletLines('')).toEqual([]);
  });
});
