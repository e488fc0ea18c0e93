import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { AppErrorBoundary } from './error-boundary';
import { PatientApp } from '../routes';

/**
 * Renders the patient entry's app (patient.tsx loads React DOM a task after this chunk, and gives its createRoot).
 * The first render is a transition, so React renders it in slices and a slow phone stays responsive throughout.
 */
export function renderPatientApp(createRoot: typeof CreateRoot): void {
  // the server sends a style nonce with each page (strict CSP): Radix's scroll lock stamps its <style> with it
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <PatientApp />
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}
