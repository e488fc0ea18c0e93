import { describe, expect, it } from 'vitest';
import { redactQuery } from './app.js';

describe('request log URLs (issue 23: no patient identifiers from query strings in the log)', () => {
  it('replaces every query value but the GraphQL operation name', () => {
    expect(redactQuery('/start-video?nhs_number=9991000003&forename=Eleanor&date_of_birth=1948-04-12')).toBe(
      '/start-video?nhs_number=[redacted]&forename=[redacted]&date_of_birth=[redacted]',
    );
    expect(redactQuery('/api/graphql?operationName=PatientSearch&nhs=9991000003')).toBe(
      '/api/graphql?operationName=PatientSearch&nhs=[redacted]',
    );
    expect(redactQuery('/api/my/messages/wcms_id/1001')).toBe('/api/my/messages/wcms_id/1001');
    expect(redactQuery('/x?q=9991000003&q=1')).not.toContain('9991000003');
  });

  it("replaces a self-book link's token, the only key to the patient's booking page", () => {
    expect(redactQuery('/api/booking-link/Abc_123-xyz/book')).toBe('/api/booking-link/[redacted]/book');
    expect(redactQuery('/consult/book/Abc_123-xyz')).toBe('/consult/book/[redacted]');
    expect(redactQuery('/api/booking-link/Abc_123-xyz?x=1')).toBe('/api/booking-link/[redacted]?x=[redacted]');
  });
});
