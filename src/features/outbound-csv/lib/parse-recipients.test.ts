import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRecipients } from './parse-recipients';

const header = 'NHS Number,Mobile,Forename,Surname,Postcode';

describe('parseRecipients', () => {
  it('reports a repeated recipient (same NHS number and mobile, however written) and keeps it once', () => {
    const text = [
      header,
      '943 476 5919,07700 900123,Ellie,Morgan,',
      '9434765919,+447700900123,Ellie,Morgan,',
      '9434765919,07700900124,Ellie,Morgan,',
    ].join('\n');
    const result = parseRecipients(text);
    expect(result.kind === 'ok' && result.valid.map((r) => r.mobile)).toEqual(['07700900123', '07700900124']);
    expect(result.kind === 'ok' && result.duplicates).toEqual([{ row: 3, firstRow: 2 }]);
  });

  it('keeps valid rows (normalised) and reports each invalid row with its line and reasons', () => {
    const text = [
      header,
      '943 476 5919,+44 7700 900123,Ellie,Morgan,RV1 2AB',
      '1234567890,07700900124,Sam,,RV1 2AB',
      '9434765919,0770090012,"Jo, Jr",Smith,' + 'X'.repeat(16),
    ].join('\r\n');
    const result = parseRecipients(text);
    expect(result).toEqual({
      kind: 'ok',
      total: 3,
      duplicates: [],
      valid: [
        { nhs_number: '9434765919', mobile: '07700900123', forename: 'Ellie', surname: 'Morgan', postcode: 'RV1 2AB' },
      ],
      invalid: [
        {
          row: 3,
          problems: [
            { field: 'nhs_number', problem: 'nhsNumber' },
            { field: 'surname', problem: 'surname' },
          ],
        },
        {
          row: 4,
          problems: [
            { field: 'mobile', problem: 'mobile' },
            { field: 'postcode', problem: 'postcode' },
          ],
        },
      ],
    });
  });

  it('refuses a file without the required columns, an empty one and one over 20,000 rows', () => {
    expect(parseRecipients('nhs_number,mobile\n9434765919,07700900123\n')).toEqual({
      kind: 'missing-columns',
      columns: ['forename', 'surname'],
    });
    expect(parseRecipients(`${header}\n`)).toEqual({ kind: 'empty' });
    const many = [header, ...Array.from({ length: 20_001 }, () => '9434765919,07700900123,A,B,')].join('\n');
    expect(parseRecipients(many)).toEqual({ kind: 'too-many', total: 20_001 });
  });

  it('property: every data row is counted once, as valid, repeated or invalid, with progress ending at 1', () => {
    const row = fc.record({
      valid: fc.boolean(),
      name: fc.stringMatching(/^[A-Za-z]{1,20}$/),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 200 }), (rows) => {
        const text = [
          header,
          ...rows.map((r) => (r.valid ? `9434765919,07700900123,${r.name},X,` : `9434765918,07700900123,${r.name},X,`)),
        ].join('\n');
        let last = 0;
        const result = parseRecipients(text, (f) => (last = f));
        expect(last).toBe(1);
        if (result.kind !== 'ok') throw new Error(result.kind);
        // every valid row here is the same patient and mobile: the first is kept, the others are repeats
        const valid = rows.filter((r) => r.valid).length;
        expect(result.valid.length).toBe(Math.min(valid, 1));
        expect(result.duplicates.length).toBe(Math.max(valid - 1, 0));
        expect(result.invalid.map((r) => r.row)).toEqual(rows.flatMap((r, i) => (r.valid ? [] : [i + 2])));
      }),
      { numRuns: 50 },
    );
  });
});
