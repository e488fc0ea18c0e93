import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetSignOut } from '@/shared/api/auth-bridge';
import { loadCatalogue } from '@/shared/i18n';
import { server } from '@/shared/mocks/node';
import { loadClassMerge } from '@/shared/ui/cn';

/**
 * Node's BroadcastChannel reaches every worker thread of the process, so with the threads pool a test file's
 * channel heard the tabs of other files running beside it (react-idle-timer's cross-tab registry then saw
 * another file's active "tab" and never went idle). In a browser a channel only reaches the same origin's tabs;
 * here it reaches only the same file's windows.
 */
class ThreadLocalBroadcastChannel extends EventTarget {
  static readonly open = new Map<string, Set<ThreadLocalBroadcastChannel>>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  private closed = false;

  constructor(readonly name: string) {
    super();
    const peers = ThreadLocalBroadcastChannel.open.get(name) ?? new Set();
    peers.add(this);
    ThreadLocalBroadcastChannel.open.set(name, peers);
  }

  postMessage(message: unknown): void {
    if (this.closed) throw new DOMException('BroadcastChannel is closed', 'InvalidStateError');
    const data = structuredClone(message);
    for (const peer of ThreadLocalBroadcastChannel.open.get(this.name) ?? []) {
      if (peer === this) continue;
      queueMicrotask(() => {
        if (peer.closed) return;
        const event = new MessageEvent('message', { data });
        peer.onmessage?.(event);
        peer.dispatchEvent(event);
      });
    }
  }

  close(): void {
    this.closed = true;
    ThreadLocalBroadcastChannel.open.get(this.name)?.delete(this);
  }
}
Object.defineProperty(globalThis, 'BroadcastChannel', {
  value: ThreadLocalBroadcastChannel,
  configurable: true,
  writable: true,
});

// MSW starts at module scope so clients that capture globalThis.fetch on creation see it (STYLE.md).
server.listen({ onUnhandledRequest: 'error' });
// components under test may use any area's strings (the app loads them before signed-in screens)
await loadCatalogue();
// and cn() merges Tailwind classes (the app loads tailwind-merge before signed-in screens)
await loadClassMerge();

beforeAll(() => undefined);
afterEach(() => {
  cleanup();
  resetSignOut();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
