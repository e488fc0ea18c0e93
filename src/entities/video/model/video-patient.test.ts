import { describe, expect, it } from 'vitest';
import { formatDuration, startVideoSchema, videoPatientFrom } from './video-patient';
import { joinRefusalKind, mediaErrorKind } from './video-errors';

describe('video validation (spec §5)', () => {
  it('gives the catalogue key of each problem with the form', () => {
    const result = startVideoSchema.safeParse({ nhsNumber: '', mobile: '0163' });
    expect(result.success).toBe(false);
    // the form shows the first problem of each field
    const first = (field: string) => result.error!.issues.find((i) => i.path[0] === field)?.message;
    expect(first('nhsNumber')).toBe('video.validation.nhsRequired');
    expect(first('mobile')).toBe('video.validation.mobileInvalid');
  });
});

describe('videoPatientFrom', () => {
  it('reads the patient from the query, with its repeated mobiles and the request id', () => {
    const query = new URLSearchParams(
      'nhs_number=999 100 0267&forename=Amara&surname=Okoye&mobile=07700 900114&mobile=07700900999&message_id=3',
    );
    expect(videoPatientFrom(query, null)).toEqual({
      forename: 'Amara',
      surname: 'Okoye',
      nhsNumber: '9991000267',
      dateOfBirth: null,
      mobileNumbers: ['07700 900114', '07700900999'],
      messageId: 3,
    });
  });

  it('falls back to the desktop host’s current patient (spec §3 Desktop patient)', () => {
    const stored = {
      NHS: '9991000267',
      Forename: 'Amara',
      Surname: 'Okoye',
      MobileTelephone: { Number: '07700900114' },
    };
    expect(videoPatientFrom(new URLSearchParams('route=start-video&new=true'), stored)).toMatchObject({
      nhsNumber: '9991000267',
      forename: 'Amara',
      mobileNumbers: ['07700900114'],
      messageId: null,
    });
    expect(videoPatientFrom(new URLSearchParams(), null)).toBeNull();
    expect(videoPatientFrom(new URLSearchParams(), { Forename: 'No NHS number' })).toBeNull();
  });
});

describe('video errors (spec §8)', () => {
  it('maps what the browser says about the camera to the error the person sees', () => {
    expect(mediaErrorKind(new DOMException('denied', 'NotAllowedError'))).toBe('devicesDenied');
    expect(mediaErrorKind(new DOMException('none', 'NotFoundError'))).toBe('noDevices');
    expect(mediaErrorKind(new DOMException('busy', 'NotReadableError'))).toBe('technicalDifficulty');
    expect(joinRefusalKind('ROOM_FULL')).toBe('roomFull');
    expect(joinRefusalKind('EXPIRED')).toBe('missedAppointment');
    expect(joinRefusalKind('COMPLETED')).toBe('missedAppointment');
    expect(joinRefusalKind('FORBIDDEN')).toBe('failedToConnect');
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(312)).toBe('5:12');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('takes the patient handed over in storage under the reference in ?patient=, and nothing else', () => {
    const handedOver = {
      ref: 'r-1',
      NHS: '9991000267',
      Forename: 'Amara',
      Surname: 'Okoye',
      DOB: '1985-01-27',
      MobileTelephone: { Number: '07700900114' },
      MobileNumbers: ['07700900114', '07700900999'],
    };
    expect(videoPatientFrom(new URLSearchParams('patient=r-1&message_id=3'), null, handedOver)).toEqual({
      forename: 'Amara',
      surname: 'Okoye',
      nhsNumber: '9991000267',
      dateOfBirth: '1985-01-27',
      mobileNumbers: ['07700900114', '07700900999'],
      messageId: 3,
    });
    expect(videoPatientFrom(new URLSearchParams('patient=other'), null, handedOver)).toBeNull();
  });
});
