import { afterEach, describe, expect, it } from 'vitest';
import { HostCallError, hostErrorText, isNhsInvalid, NO_ACTIVE_PATIENT_ERRORS, UNKNOWN_CLINICAL_ERROR } from './errors';
import { t } from '@/shared/i18n';
import { getCurrentPatientId } from './calls';

describe('hostErrorText (spec §8)', () => {
  it('shows the text after the last ---> marker and then after Exception:', () => {
    expect(
      hostErrorText(
        'Carebridge.AttachException: outer ---> System.Exception: middle ---> System.InvalidOperationException: No Patient found for NHSNumber 9434765919',
      ),
    ).toBe('No Patient found for NHSNumber 9434765919');
    expect(hostErrorText('System.Exception: The record is locked')).toBe('The record is locked');
    expect(hostErrorText('outer ---> inner text')).toBe('inner text');
    expect(hostErrorText('Plain message')).toBe('Plain message');
  });

  it('reads Error objects and host call errors', () => {
    expect(hostErrorText(new Error('x ---> Exception: Locked'))).toBe('Locked');
    expect(hostErrorText(new HostCallError('Attach', 'Exception: Gone'))).toBe('Gone');
  });

  it("gives 'Unknown error from Clinical System' for errors that are not text", () => {
    expect(hostErrorText(undefined)).toBe(UNKNOWN_CLINICAL_ERROR);
    expect(hostErrorText(42)).toBe('Unknown error from Clinical System');
    expect(hostErrorText({ code: 5 })).toBe(UNKNOWN_CLINICAL_ERROR);
    expect(hostErrorText('Exception:   ')).toBe(UNKNOWN_CLINICAL_ERROR);
  });

  it('turns the known no-active-patient errors into the localized message', () => {
    for (const known of NO_ACTIVE_PATIENT_ERRORS) {
      expect(hostErrorText(known)).toBe(t('desktop.errors.noActivePatient'));
      expect(hostErrorText(`Wrapper ---> System.Exception: ${known}`)).toBe(t('desktop.errors.noActivePatient'));
    }
    expect(hostErrorText('API Error - No active patient or not logged on')).not.toContain('API Error');
  });
});

describe('isNhsInvalid (spec §8)', () => {
  it("flags 'No Patient found for NHSNumber' anywhere and exactly 'Not found'", () => {
    expect(isNhsInvalid('No Patient found for NHSNumber 9434765919')).toBe(true);
    expect(isNhsInvalid('Attach failed: No Patient found for NHSNumber 1')).toBe(true);
    expect(isNhsInvalid('Not found')).toBe(true);
    expect(isNhsInvalid('Not found in cache')).toBe(false);
    expect(isNhsInvalid('Record locked')).toBe(false);
  });
});

describe('a host call that rejects with something other than text (spec §8)', () => {
  afterEach(() => {
    delete window.vixie;
  });

  it("fails with 'Unknown error from Clinical System', whatever the host rejected with", async () => {
    for (const rejection of [undefined, null, {}, 42]) {
      window.vixie = {
        GetCurrentPatientId: () => Promise.reject(rejection),
      } as unknown as NonNullable<typeof window.vixie>;
      const failure = await getCurrentPatientId().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HostCallError);
      expect((failure as HostCallError).message).toBe(UNKNOWN_CLINICAL_ERROR);
      expect(hostErrorText(failure)).toBe(UNKNOWN_CLINICAL_ERROR);
    }
  });

  it('keeps the text of a host error that is text', async () => {
    window.vixie = {
      GetCurrentPatientId: () => Promise.reject(new Error('Wrapper ---> System.Exception: The record is locked')),
    } as unknown as NonNullable<typeof window.vixie>;
    const failure = await getCurrentPatientId().catch((error: unknown) => error);
    expect(hostErrorText(failure)).toBe('The record is locked');
  });
});
