import { afterEach, describe, expect, it } from 'vitest';
import { setDesktopInfoForTests, type DesktopPatient } from '@/shared/desktop-host';
import { storage } from '@/shared/lib/storage';
import { refreshCurrentPatient } from './current-patient-poll';
import { showConnectionBadge } from './connection-badge';

const patient = (id: string): DesktopPatient => ({
  ID: id,
  Forename: 'Eleanor',
  Surname: 'Whitfield',
  NHS: '9991000003',
  DOB: '1948-04-12',
  Sex: 'F',
  MobileTelephone: null,
  PrimaryEmail: null,
  HomeAddress: null,
  PostCode: null,
});

function host(selected: string | null) {
  let calls = 0;
  window.vixie = {
    GetCurrentPatientId: () => Promise.resolve(selected),
    currentPatient: () => {
      calls++;
      return Promise.resolve(selected ? patient(selected) : null);
    },
  };
  return { calls: () => calls };
}

afterEach(() => {
  delete window.vixie;
  setDesktopInfoForTests(null);
  storage.remove('currentPatient');
});

describe('current patient in EMIS Web (spec §4)', () => {
  it('stores a newly selected patient, and leaves an unchanged one alone', async () => {
    setDesktopInfoForTests({ inVixie: true, clinicalSystem: 'emisweb', connectionStatus: 'Connected' });
    const h = host('EMIS-5000');
    await refreshCurrentPatient();
    expect(storage.get('currentPatient')).toMatchObject({ ID: 'EMIS-5000' });
    await refreshCurrentPatient();
    expect(h.calls()).toBe(1);
  });

  it('clears it when none is selected or the system is not connected', async () => {
    setDesktopInfoForTests({ inVixie: true, clinicalSystem: 'emisweb', connectionStatus: 'Connected' });
    storage.set('currentPatient', patient('EMIS-5000') as never);
    host(null);
    await refreshCurrentPatient();
    expect(storage.get('currentPatient')).toBeNull();

    storage.set('currentPatient', patient('EMIS-5000') as never);
    host('EMIS-5000');
    setDesktopInfoForTests({ connectionStatus: 'Disconnected' });
    await refreshCurrentPatient();
    expect(storage.get('currentPatient')).toBeNull();
  });
});

describe('connection badge visibility (spec §2)', () => {
  it('shows inside the host from client version 10, unless NotExpected', () => {
    expect(showConnectionBadge({ inVixie: true, clientVersion: 10, connectionStatus: 'Connected' })).toBe(true);
    expect(showConnectionBadge({ inVixie: true, clientVersion: 9, connectionStatus: 'Connected' })).toBe(false);
    expect(showConnectionBadge({ inVixie: true, clientVersion: 12, connectionStatus: 'NotExpected' })).toBe(false);
    expect(showConnectionBadge({ inVixie: false, clientVersion: 12, connectionStatus: 'Connected' })).toBe(false);
  });
});
