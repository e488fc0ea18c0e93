import { describe, expect, it } from 'vitest';
import {
  badgeText,
  collapseClinicianNotifications,
  desktopNotificationPath,
  desktopNotificationText,
  notificationItems,
  notificationItemPath,
  notificationPath,
  unreadCount,
  type ClinicianNotification,
  type StaffNotification,
} from './notification';

function clinician(id: number, over: Partial<ClinicianNotification> = {}): ClinicianNotification {
  return {
    id: String(id),
    wcmsId: '1001',
    userId: '11',
    attachTaskId: null,
    messageId: null,
    body: `Body ${id}`,
    outboundRequestId: null,
    adhocVideoId: null,
    subject: null,
    read: false,
    createdAt: `2026-11-22T10:${String(id).padStart(2, '0')}:00.000Z`,
    ...over,
  };
}

describe('collapseClinicianNotifications', () => {
  it('collapses several unread notifications for one outbound request into one item', () => {
    const items = collapseClinicianNotifications([
      clinician(3, { outboundRequestId: '77', subject: 'Asthma review', messageId: '500' }),
      clinician(2, { outboundRequestId: '77', subject: 'Asthma review' }),
      clinician(1, { outboundRequestId: '77', subject: 'Asthma review' }),
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      text: 'Questionnaires: Asthma review x 3 failed to attach',
      read: false,
      messageId: '500',
      createdAt: clinician(3).createdAt,
    });
  });

  it('keeps single, read and request-less notifications as they are, newest first', () => {
    const items = collapseClinicianNotifications([
      clinician(1, { outboundRequestId: '77', read: true }),
      clinician(2, { outboundRequestId: '77' }),
      clinician(4, { outboundRequestId: '88' }),
      clinician(5),
      clinician(6),
    ]);
    expect(items.map((i) => i.text)).toEqual(['Body 6', 'Body 5', 'Body 4', 'Body 2', 'Body 1']);
  });

  it('collapses each outbound request separately', () => {
    const items = collapseClinicianNotifications([
      clinician(1, { outboundRequestId: '77', subject: 'A' }),
      clinician(2, { outboundRequestId: '88', subject: 'B' }),
      clinician(3, { outboundRequestId: '77', subject: 'A' }),
      clinician(4, { outboundRequestId: '88', subject: 'B' }),
    ]);
    expect(items.map((i) => i.text)).toEqual([
      'Questionnaires: B x 2 failed to attach',
      'Questionnaires: A x 2 failed to attach',
    ]);
  });
});

describe('notificationItems', () => {
  it('merges staff and clinician notifications newest first', () => {
    const staff: StaffNotification[] = [
      {
        id: '9',
        messageId: '42',
        subject: 'Repeat',
        body: 'Request R-42 was assigned to you.',
        read: false,
        createdAt: '2026-11-22T10:03:30.000Z',
      },
    ];
    const items = notificationItems(staff, [clinician(4), clinician(2)]);
    expect(items.map((i) => i.key)).toEqual(['clinician-4', 'staff-9', 'clinician-2']);
    expect(unreadCount(staff, [clinician(4), clinician(2, { read: true })])).toBe(2);
  });
});

describe('desktopNotificationText', () => {
  it.each([
    [1, 'You have one unread message'],
    [2, 'You have 2 unread messages'],
    [25, 'You have 25 unread messages'],
    [26, 'You have 25+ unread messages'],
  ])('%i unread: %s', (count, text) => {
    expect(desktopNotificationText(count)).toBe(text);
  });

  it('opens the one request, or the list of all pools', () => {
    expect(desktopNotificationPath(['42'])).toBe('/full/request/42/full');
    expect(desktopNotificationPath(['42', '43'])).toBe('/full/messages/list?poolId=0');
  });
});

describe('badgeText', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
  ])('%i unread: %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('notificationItemPath (issue 23)', () => {
  it("opens a video call's notification on the call, and the others on their request", () => {
    expect(notificationItemPath({ messageId: null, adhocVideoId: '7' })).toBe('/video-chat?id=7');
    expect(notificationItemPath({ messageId: '42', adhocVideoId: null })).toBe('/full/messages/list/-3/42');
  });

  it('carries the call from the clinician notification into the bell item', () => {
    const [item] = collapseClinicianNotifications([
      clinician(1, { adhocVideoId: '7', subject: 'Video patient ready' }),
    ]);
    expect(item!.adhocVideoId).toBe('7');
  });
});

describe('notificationPath', () => {
  it('links to the message, or the notifications pool', () => {
    expect(notificationPath('42')).toBe('/full/messages/list/-3/42');
    expect(notificationPath(null)).toBe('/full/messages/list/-3');
  });
});
