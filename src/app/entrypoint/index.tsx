import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setNonce } from 'get-nonce';
import { installAuthBridge, setRefreshFailedHandler } from '@/shared/auth';
import { Bootstrap } from './bootstrap';
import { AppErrorBoundary } from './error-boundary';
import { createAppRouter } from '../routes';
import './styles.css';

// zod (loaded with the forms) probes `new Function` once, on its first parse, to decide whether to compile its
// parsers. The strict CSP forbids eval, and the browser reports even that caught probe as a policy violation: tell
// zod not to try (its own switch, read when it first parses; the object is shared if zod has already loaded).
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

// spec §2: legacy hash links (#/message/{id}, …) are rewritten before the router reads the address; the rewrite's
// code loads only for an address with such a hash (#/…), not with every page (ARCHITECTURE §8 /login initial JS);
// should it not load, the app still starts, at the address as it is
const legacyHash = window.location.hash.startsWith('#/')
  ? import('../routes/legacy-hash').then((m) => m.redirectLegacyHash()).catch(() => undefined)
  : Promise.resolve();
// the API layer sends the session's token and refreshes it once on UNAUTHENTICATED (spec §8)
installAuthBridge();
// spec §8 'Refresh Failed': log out (the server no longer knows the session) and reload
// (the logout code loads only then: it is not on the sign-in path, ARCHITECTURE §8)
setRefreshFailedHandler(() => void import('@/features/auth-logout').then((m) => m.logout({ tellServer: false })));

// The server sends a style nonce with each page (strict CSP): Radix's scroll lock stamps its <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Development only: ?simulated-host=emisweb stands in for the desktop host (never in the production build,
// where import.meta.env.DEV is false and this import is dropped). Tests inject it with an init script instead.
const simulatedHost = import.meta.env.DEV
  ? import('@/shared/desktop-host/simulated').then((m) => m.installSimulatedHostForDevelopment())
  : Promise.resolve();

void Promise.all([legacyHash, simulatedHost]).then(() => {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        {/* React Query's provider comes with each lazy screen (routes/router.tsx): /login does not load it */}
        <Bootstrap>
          <RouterProvider router={router} />
        </Bootstrap>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
