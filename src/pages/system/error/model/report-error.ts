import { loadRestClient, unwrap } from '@/shared/api';
import { getAccessToken } from '@/shared/auth';
import { CLIENT_VERSION } from '@/shared/config';
import { routePattern } from '@/shared/routes';

const MAX_MESSAGE = 2000;
const MAX_STACK = 8000;

/** Each error once: a boundary mounted twice (React's development checks, a re-render) reports it once. */
const reported = new WeakSet<object>();

/**
 * spec §8 Rendering: a page that could not render is reported to monitoring (POST client-errors: the server's log,
 * with the user). Only while someone is signed in; best effort, so the error page shows whatever happens here.
 */
export async function reportRenderError(error: unknown, pathname = window.location.pathname): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (!getAccessToken()) return;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, MAX_STACK) : null;
  try {
    const client = await loadRestClient();
    await unwrap(
      client.POST('/client-errors', {
        body: {
          message: message.slice(0, MAX_MESSAGE),
          stack,
          route: routePattern(pathname),
          client_version: CLIENT_VERSION.slice(0, 32),
        },
      }),
    );
  } catch {
    // nothing more to do: the page already says what happened
  }
}
