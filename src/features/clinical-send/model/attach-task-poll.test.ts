import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedMessage } from '../api/attach-tasks';

// The window's attach lane (spec §4, §9): a user's send and the attach task poll never attach one task twice, and the
// poll does not send again at once what the user has just seen fail.
const queue = new Map<string, QueuedMessage>();
/** While set, the poll's read of the queue waits for it. */
let queueRead: Promise<void> | null = null;
const attach = vi.fn<(wcmsId: number, message: QueuedMessage) => Promise<void>>();

vi.mock('@/shared/desktop-host', () => ({
  desktopInfo: () => ({ inVixie: true, isConnected: true, vixieVersion: 20, clinicalSystem: 'emisweb' }),
  isDesktopOpen: () => Promise.resolve(false),
}));
vi.mock('@/shared/lib/storage', () => ({ storage: { get: () => ({ wcmsId: 1001 }) } }));
vi.mock('../api/attach-tasks', () => ({
  attachTaskQueries: { all: () => ['attach-tasks'] },
  fetchQueuedMessages: async () => {
    await queueRead;
    return [...queue.values()];
  },
  requeueUnattachedItem: () => Promise.resolve(),
}));
vi.mock('./attach-through-host', () => ({ attachQueuedMessage: (w: number, m: QueuedMessage) => attach(w, m) }));

const { attachTaskNow, runAttachTasks, RETRY_AFTER_MS } = await import('./attach-task-poll');

function task(id: string): QueuedMessage {
  const message: QueuedMessage = {
    entity_id: '101',
    id,
    wcms_id: '1001',
    patient_id: null,
    nhs_number: '9434765919',
    title: 'Online consultation RQ-000101',
    heading: null,
    detail: null,
    date_attached: null,
    date_completed: null,
    staff_id: null,
    staff_guid: null,
    report_file: null,
    clinical_system: 'emisweb',
    vixie_version: 20,
    type: 'retry',
    urls: [],
    attachments: [],
    code: null,
    additional_codes: [],
  };
  queue.set(id, message);
  return message;
}

afterEach(() => {
  queue.clear();
  queueRead = null;
  attach.mockReset();
  vi.useRealTimers();
});

describe('the attach lane', () => {
  it("attaches a task once when the user's send and a poll both find it", async () => {
    task('11');
    let finish!: () => void;
    attach.mockImplementation(
      (_w, m) =>
        new Promise<void>((resolve) => {
          finish = () => {
            queue.delete(m.id);
            resolve();
          };
        }),
    );
    const poll = runAttachTasks();
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    const send = attachTaskNow(1001, '11', 20);
    finish();
    await poll;
    await expect(send).resolves.toBe('attached');
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('leaves a task the user has just seen fail to a later poll', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    task('12');
    attach.mockRejectedValue(new Error('No Patient found for NHSNumber 9434765919'));
    await expect(attachTaskNow(1001, '12', 20)).rejects.toThrow('No Patient found');
    await runAttachTasks();
    expect(attach).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + RETRY_AFTER_MS);
    await runAttachTasks();
    expect(attach).toHaveBeenCalledTimes(2);
  });

  it("answers the user's send with the poll's failure when the poll tried the task after the user asked", async () => {
    task('14');
    attach.mockRejectedValue(new Error('No Patient found for NHSNumber 9434765919'));
    let read!: () => void;
    queueRead = new Promise<void>((resolve) => (read = resolve));
    const poll = runAttachTasks();
    const send = attachTaskNow(1001, '14', 20);
    read();
    await poll;
    await expect(send).rejects.toThrow('No Patient found');
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('says queued when the task is not one this desktop client can take', async () => {
    await expect(attachTaskNow(1001, '13', 20)).resolves.toBe('queued');
    expect(attach).not.toHaveBeenCalled();
  });
});
