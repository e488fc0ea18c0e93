import { describe, expect, it } from 'vitest';
import { showWindowControls } from './overlay-rules';

describe('showWindowControls', () => {
  it('shows on bare and pop-up pages', () => {
    for (const path of ['/login', '/select-organisation', '/start-video', '/call-patient', '/outbound/list']) {
      expect(showWindowControls(path), path).toBe(true);
    }
  });

  it('hides on toolbar, full, attachment, video-chat, patient-attachments, authorize and alert pages', () => {
    for (const path of [
      '/toolbar',
      '/full/messages/list',
      '/full',
      '/attachment/pdf/3',
      '/video-chat',
      '/patient-attachments/9',
      '/authorize',
      '/alert',
      '/alert/anything',
    ]) {
      expect(showWindowControls(path), path).toBe(false);
    }
  });

  it('matches whole segments only', () => {
    expect(showWindowControls('/fullscreen-help')).toBe(true);
  });
});
