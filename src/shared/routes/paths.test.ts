import { describe, expect, it } from 'vitest';
import { POPUP_SIZES, isFullPath, paths } from '.';

describe('paths', () => {
  it('builds the full-page paths of spec §2', () => {
    expect(paths.full.messagesList()).toBe('/full/messages/list');
    expect(paths.full.messagesList({ poolId: 0 })).toBe('/full/messages/list?poolId=0');
    expect(paths.full.messagesListItem(-3, 42)).toBe('/full/messages/list/-3/42');
    expect(paths.full.messagesListItem(-3)).toBe('/full/messages/list/-3');
    expect(paths.full.request(42)).toBe('/full/request/42/full');
    expect(paths.full.messagesRequest(42)).toBe('/full/messages/request/42/full');
    expect(paths.full.welcomeRegister('a/b')).toBe('/full/welcome/register/a%2Fb');
    expect(paths.full.managementConsole('reports')).toBe('/full/management-console/reports');
  });

  it('builds the bare and pop-up paths', () => {
    expect(paths.currentPatient({ route: 'start-video', new: true })).toBe(
      '/current-patient?route=start-video&new=true',
    );
    expect(paths.resetPassword('t0k')).toBe('/reset-password?token=t0k');
    expect(paths.resetPassword()).toBe('/reset-password');
    expect(paths.attachment('pdf', 7)).toBe('/attachment/pdf/7');
  });

  it('tells full paths apart', () => {
    expect(isFullPath('/full')).toBe(true);
    expect(isFullPath('/full/messages/list')).toBe(true);
    expect(isFullPath('/fuller')).toBe(false);
    expect(isFullPath('/login')).toBe(false);
  });

  it('has the pop-up sizes of spec §2', () => {
    expect(POPUP_SIZES.video).toEqual({ height: 510, width: 500 });
    expect(POPUP_SIZES.callPatient).toEqual({ height: 400, width: 600 });
    expect(POPUP_SIZES.outboundList).toEqual({ height: 700, width: 750 });
  });
});

describe('return paths', () => {
  it('returns only to pages of this app that are not sign-in screens', async () => {
    const { safeReturnPath } = await import('.');
    expect(safeReturnPath('/full/outbound/list')).toBe('/full/outbound/list');
    expect(safeReturnPath('/full/messages/list?poolId=2')).toBe('/full/messages/list?poolId=2');
    expect(safeReturnPath(null)).toBe('/full/messages/list');
    expect(safeReturnPath('https://elsewhere.example')).toBe('/full/messages/list');
    expect(safeReturnPath('//elsewhere.example/x')).toBe('/full/messages/list');
    expect(safeReturnPath('/login')).toBe('/full/messages/list');
    expect(safeReturnPath('/full/welcome/locked')).toBe('/full/messages/list');
    expect(safeReturnPath('/select-organisation?x=1')).toBe('/full/messages/list');
    expect(safeReturnPath('/loginish')).toBe('/loginish');
  });

  it('consumes the remembered route', async () => {
    const { rememberReturnPath, takeReturnPath } = await import('.');
    rememberReturnPath('/full/patients/find-patient');
    expect(takeReturnPath()).toBe('/full/patients/find-patient');
    expect(takeReturnPath()).toBe('/full/messages/list');
  });
});
