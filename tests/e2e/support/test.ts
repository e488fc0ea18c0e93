import { test as base, type Browser, type BrowserContext, type ConsoleMessage } from '@playwright/test';

export { chromium, expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, ConsoleMessage, Locator, Page } from '@playwright/test';

/**
 * Browser noise every test may produce and no fix of ours can remove. Keep this list short and say why each
 * entry is unavoidable; anything a single test provokes on purpose belongs in that test
 * (`allowConsole(/…/)`), not here.
 */
export const CONSOLE_ALLOW_LIST: { pattern: RegExp; why: string }[] = [
  {
    // Chromium logs every non-2xx response of a fetch as an error line, whether or not the app handles it:
    // a 423 (request locked by someone else), a 404 (REST "not found" → null, spec §7) or a 403 refusal the
    // page explains (e.g. only covers may send) are answers the app shows to the user, not faults. 500s and
    // 401s are not on this list.
    pattern: /Failed to load resource: the server responded with a status of (403|404|409|423) /,
    why: 'handled REST answers (not found, conflict, locked) logged by Chromium',
  },
  {
    // The app closes its socket on purpose when the session ends (sign-out, idle lock, a closed tab); when that
    // happens during socket.io's transport upgrade, Chromium warns about the half-open WebSocket. The client
    // reconnects or is signed out either way; no app code sees an error.
    pattern:
      /WebSocket connection to '.*\/socket\.io\/.*' failed: WebSocket is closed before the connection is established/,
    why: 'a socket closed on purpose by sign-out or lock while its upgrade was in flight',
  },
];

type ConsoleProblem = { kind: string; text: string; url: string };

/** A console line with the resource it is about (Chromium's 'Failed to load resource' names no URL in its text). */
function consoleText(message: ConsoleMessage): string {
  const resource = message.location().url;
  return message.text().startsWith('Failed to load resource') && resource
    ? `${message.text()} [${resource}]`
    : message.text();
}

function watch(context: BrowserContext, problems: ConsoleProblem[]): void {
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    problems.push({ kind: `console.${type}`, text: consoleText(message), url: message.page()?.url() ?? '' });
  };
  context.on('console', onConsole);
  context.on('weberror', (error) =>
    problems.push({ kind: 'uncaught', text: String(error.error()), url: error.page()?.url() ?? '' }),
  );
}

/**
 * Every e2e test fails when the browser console shows a warning or an error (or a page throws) that is not on
 * the allow-list, in the test's own page and in any context it opens. Import `test` and `expect` from here.
 */
export const test = base.extend<{
  /** Lets this test's console show lines matching the pattern (noise it provokes on purpose). */
  allowConsole: (pattern: RegExp) => void;
  consoleAllowed: RegExp[];
  consoleGuard: void;
}>({
  // eslint-disable-next-line no-empty-pattern
  consoleAllowed: async ({}, use) => use([]),
  allowConsole: async ({ consoleAllowed }, use) => use((pattern) => void consoleAllowed.push(pattern)),
  consoleGuard: [
    async ({ context, browser, consoleAllowed }, use, testInfo) => {
      const problems: ConsoleProblem[] = [];
      watch(context, problems);
      // contexts a test opens itself (two users side by side) are watched too
      const newContext = browser.newContext.bind(browser);
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      patched.newContext = async (...args) => {
        const created = await newContext(...args);
        watch(created, problems);
        return created;
      };
      await use();
      patched.newContext = newContext;
      const unexpected = problems.filter(
        (p) => !CONSOLE_ALLOW_LIST.some((a) => a.pattern.test(p.text)) && !consoleAllowed.some((a) => a.test(p.text)),
      );
      if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(
          `The browser console showed ${unexpected.length} warning(s) or error(s):\n` +
            unexpected.map((p) => `  [${p.kind}] ${p.text}${p.url ? ` (at ${p.url})` : ''}`).join('\n'),
        );
      }
    },
    { auto: true },
  ],
});
