import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PATIENT_RATING_COMMENT_MAX, patientRatingProblems } from './patient-rating';

describe('the patient rating rule', () => {
  it('accepts exactly the whole numbers 1 to 5', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double({ noNaN: true })), (rating) => {
        const valid = Number.isInteger(rating) && rating >= 1 && rating <= 5;
        expect(patientRatingProblems({ rating }).rating === undefined).toBe(valid);
      }),
    );
    expect(patientRatingProblems({ rating: null })).toEqual({ rating: 'required' });
  });

  it('takes an optional comment up to the limit once trimmed', () => {
    fc.assert(
      fc.property(fc.nat({ max: PATIENT_RATING_COMMENT_MAX + 50 }), (length) => {
        const comment = `  ${'a'.repeat(length)}  `;
        expect(patientRatingProblems({ rating: 4, comment })).toEqual(
          length > PATIENT_RATING_COMMENT_MAX ? { comment: 'too_long' } : {},
        );
      }),
    );
  });
});
