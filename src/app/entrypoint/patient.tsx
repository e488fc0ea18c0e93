import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { AppErrorBoundary } from './error-boundary';
import { PatientApp, startPatientPage } from '../routes';
import './patient.css';

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
