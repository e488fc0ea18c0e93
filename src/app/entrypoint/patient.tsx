import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { AppErrorBoundary } from './error-boundary';
import { PatientApp, startPatientPage } from '../routes';
import './patient.css';

// zod (loaded with the forms) probes `new Function` once, on its first parse, to decide whether to compile its
// parsers. The strict CSP forbids eval, and the browser reports even that caught probe as a policy violation: tell
// zod not to try (its own switch, read when it first parses; the object is shared if zod has already loaded).
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

// The patients' and devices' pages (/consult/…, /arrivals/…: the server sends patient.html for them). A phone on a
// slow network loads only what they need: no staff shell, session, desktop host, runtime config or router (issue 16).
// The page's code and data are asked for first, beside each other, before React renders.
startPatientPage(window.location.pathname);

// The server sends a style nonce with each page (strict CSP): Radix's scroll lock stamps its <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <PatientApp />
    </AppErrorBoundary>
  </StrictMode>,
);
