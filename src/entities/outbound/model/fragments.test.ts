import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countFragments } from './fragments';

const GSM_BASIC_SAMPLE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,!?@£$';
const gsmText = (max: number) =>
  fc.array(fc.constantFrom(...GSM_BASIC_SAMPLE), { maxLength: max }).map((a) => a.join(''));

describe('countFragments', () => {
  it('fits 160 GSM-7 characters in one SMS and needs two for 161 (spec §5)', () => {
    expect(countFragments('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, fragments: 1, remaining: 0 });
    expect(countFragments('a'.repeat(161))).toMatchObject({ fragments: 2, length: 161 });
    expect(countFragments('a'.repeat(306))).toMatchObject({ fragments: 2 });
    expect(countFragments('a'.repeat(307))).toMatchObject({ fragments: 3 });
  });

  it('counts the GSM-7 extension characters twice', () => {
    expect(countFragments('€')).toMatchObject({ encoding: 'gsm7', length: 2 });
    expect(countFragments('[]{}')).toMatchObject({ length: 8 });
    expect(countFragments('a'.repeat(159) + '€')).toMatchObject({ length: 161, fragments: 2 });
  });

  it('switches to Unicode for other characters: 70 in one SMS, 67 per part after', () => {
    expect(countFragments('Hello 😀')).toMatchObject({ encoding: 'unicode' });
    expect(countFragments('ć'.repeat(70))).toMatchObject({ encoding: 'unicode', fragments: 1 });
    expect(countFragments('ć'.repeat(71))).toMatchObject({ fragments: 2 });
    expect(countFragments('ć'.repeat(134))).toMatchObject({ fragments: 2 });
    expect(countFragments('ć'.repeat(135))).toMatchObject({ fragments: 3 });
  });

  it('has no fragments for an empty message', () => {
    expect(countFragments('')).toMatchObject({ fragments: 0, length: 0 });
  });

  it('property: GSM-7 text of n ≤ 160 characters is one fragment, longer is ceil(n / 153)', () => {
    fc.assert(
      fc.property(gsmText(800), (text) => {
        const count = countFragments(text);
        expect(count.encoding).toBe('gsm7');
        expect(count.length).toBe(text.length);
        const expected = text.length === 0 ? 0 : text.length <= 160 ? 1 : Math.ceil(text.length / 153);
        expect(count.fragments).toBe(expected);
        expect(count.remaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: adding text never lowers the fragment count', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 50 }), (a, b) => {
        expect(countFragments(a + b).fragments).toBeGreaterThanOrEqual(countFragments(a).fragments);
      }),
    );
  });

  it('property: any non-GSM character makes the message Unicode, sized by UTF-16 units', () => {
    fc.assert(
      fc.property(gsmText(300), fc.constantFrom('😀', 'ć', 'ł', '中', '—'), (text, odd) => {
        const count = countFragments(text + odd);
        expect(count.encoding).toBe('unicode');
        const units = (text + odd).length;
        expect(count.fragments).toBe(units <= 70 ? 1 : Math.ceil(units / 67));
      }),
    );
  });
});
