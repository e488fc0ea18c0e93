import { describe, expect, it } from 'vitest';
import { areaOf, decideGuard, type GuardInput } from './guard-decision';

const signedIn: GuardInput = {
  pathname: '/full/messages/list',
  signedIn: true,
  locked: false,
  hasOrganisation: true,
  role: 'editor',
  isSuperUser: false,
  isVpn: false,
};
const signedOut: GuardInput = { ...signedIn, signedIn: false, hasOrganisation: false, role: null };

describe('areaOf', () => {
  it('takes the first segment after an optional /full', () => {
    expect(areaOf('/full/messages/list')).toBe('messages');
    expect(areaOf('/messages/create/patient-request')).toBe('messages');
    expect(areaOf('/full')).toBe('');
    expect(areaOf('/')).toBe('');
    expect(areaOf('/fullish/x')).toBe('fullish');
  });
});

describe('decideGuard', () => {
  describe('signed out', () => {
    it.each([
      ['/full/messages/list', '/full/welcome/auto-sign-in'],
      ['/full/request/7/full', '/full/welcome/auto-sign-in'],
      ['/full/management-console/reports', '/full/welcome/auto-sign-in'],
      ['/full/no-organisation', '/full/welcome/auto-sign-in'],
      ['/full', '/full/welcome/auto-sign-in'],
      ['/outbound/list', '/login'],
      ['/current-patient', '/login'],
      ['/no-organisation', '/login'],
      ['/', '/login'],
    ])('%s → %s', (pathname, to) => {
      expect(decideGuard({ ...signedOut, pathname })).toEqual({ kind: 'redirect', to });
    });

    it.each([
      '/toolbar',
      '/attachment/pdf/1',
      '/video-chat',
      '/full/welcome/login',
      '/full/welcome/register/abc',
      '/full/welcome/auto-sign-in',
      '/full/welcome/locked',
      '/login',
      '/select-organisation',
      '/close-window',
      '/forgotten-password',
      '/reset-password',
      '/locked',
      '/select-account',
    ])('leaves %s alone', (pathname) => {
      expect(decideGuard({ ...signedOut, pathname })).toEqual({ kind: 'allow' });
    });
  });

  it.each([
    ['/full/messages/list', '/full/welcome/locked'],
    ['/full/user-account/covering', '/full/welcome/locked'],
    ['/outbound/list', '/locked'],
  ])('sends a locked session on %s to its lock screen %s', (pathname, to) => {
    expect(decideGuard({ ...signedOut, locked: true, pathname })).toEqual({ kind: 'redirect', to });
    expect(decideGuard({ ...signedOut, locked: true, pathname: '/login' })).toEqual({ kind: 'allow' });
  });

  describe('signed in without an organisation', () => {
    const noOrganisation = { ...signedIn, hasOrganisation: false, role: null };
    it.each([
      ['/full/messages/list', '/full/no-organisation'],
      ['/full/user-account/covering', '/full/no-organisation'],
      ['/outbound/list', '/select-organisation'],
      ['/current-patient', '/select-organisation'],
    ])('%s → %s', (pathname, to) => {
      expect(decideGuard({ ...noOrganisation, pathname })).toEqual({ kind: 'redirect', to });
    });

    it('may see the no-organisation screens', () => {
      expect(decideGuard({ ...noOrganisation, pathname: '/full/no-organisation' })).toEqual({ kind: 'allow' });
      expect(decideGuard({ ...noOrganisation, pathname: '/no-organisation' })).toEqual({ kind: 'allow' });
    });
  });

  describe('role super', () => {
    const superRole = { ...signedIn, role: 'super', isSuperUser: true };
    it.each([
      '/full/messages/list',
      '/full/messages/request/4/full',
      '/full/outbound/list',
      '/full/patients/find-patient',
      '/outbound/list',
      '/messages/create/patient-request',
    ])('is denied %s', (pathname) => {
      expect(decideGuard({ ...superRole, pathname }).kind).toBe('denied');
    });

    it('says whether the super user is on the VPN', () => {
      expect(decideGuard({ ...superRole, isVpn: true })).toEqual({ kind: 'denied', superUserOnVpn: true });
      expect(decideGuard({ ...superRole, isVpn: false })).toEqual({ kind: 'denied', superUserOnVpn: false });
    });

    it.each(['/full/management-console/reports', '/full/user-account/covering', '/full/request/4/full'])(
      'may open %s',
      (pathname) => {
        expect(decideGuard({ ...superRole, pathname })).toEqual({ kind: 'allow' });
      },
    );
  });

  it.each(['editor', 'full', 'no'])('lets role %s into the areas', (role) => {
    for (const pathname of ['/full/messages/list', '/full/outbound/list', '/full/patients/find-patient']) {
      expect(decideGuard({ ...signedIn, role, pathname })).toEqual({ kind: 'allow' });
    }
  });

  it('lets a super user acting with a member role into the areas', () => {
    expect(decideGuard({ ...signedIn, role: 'full', isSuperUser: true, isVpn: true })).toEqual({ kind: 'allow' });
  });

  describe('VPN-required pages (spec §6)', () => {
    const superUser = {
      pathname: '/full/upload-alerts',
      signedIn: true,
      locked: false,
      hasOrganisation: true,
      role: 'super',
      isSuperUser: true,
      isVpn: true,
    };
    it('lets a super user on the VPN open the alerts upload and the unattached items queue', () => {
      expect(decideGuard(superUser)).toEqual({ kind: 'allow' });
      expect(decideGuard({ ...superUser, pathname: '/full/unattached-items' })).toEqual({ kind: 'allow' });
    });
    it('shows a super user off the VPN the 401 panel on both', () => {
      const denied = { kind: 'denied', superUserOnVpn: false, vpnRequired: true };
      expect(decideGuard({ ...superUser, isVpn: false })).toEqual(denied);
      expect(decideGuard({ ...superUser, isVpn: false, pathname: '/full/unattached-items' })).toEqual(denied);
    });
    it('keeps the alerts upload for super users and the queue for its covers', () => {
      const member = { ...superUser, role: 'editor', isSuperUser: false, isVpn: false };
      expect(decideGuard(member)).toEqual({ kind: 'denied', superUserOnVpn: false });
      expect(decideGuard({ ...member, pathname: '/full/unattached-items' })).toEqual({ kind: 'allow' });
    });
  });
});
