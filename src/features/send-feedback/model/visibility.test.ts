import { describe, expect, it } from 'vitest';
import { showFeedbackWidget } from './visibility';

describe('showFeedbackWidget', () => {
  it('hides the widget on the pages spec §2 lists and shows it elsewhere', () => {
    for (const path of [
      '/toolbar',
      '/video-chat/abc',
      '/authorize',
      '/patient-attachments',
      '/full/management-console/reports',
      '/full/management-console/organisation-templates',
      '/alert',
    ]) {
      expect(showFeedbackWidget(path), path).toBe(false);
    }
    expect(showFeedbackWidget('/full/messages/list')).toBe(true);
    expect(showFeedbackWidget('/full/management-console/groups')).toBe(true);
  });
});
