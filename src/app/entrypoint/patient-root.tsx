import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { AppErrorBoundary } from './error-boundary';
import { PatientApp } from '../routes';

/** Lets the browser paint and handle input before the next piece of start-up work (a new task). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Renders the patient entry's app once this chunk (React DOM with it) has evaluated, a task later, so evaluating it
 * and rendering are not one long task on a slow phone. The page's code is waited for first (the entry asked for it
 * before this chunk loaded), so the first render shows the page, not a loading line over the HTML's own.
 */
export async function mountPatientApp(screen: Promise<unknown> | null): Promise<void> {
  // the server sends a style nonce with each page (strict CSP): Radix's scroll lock stamps its <style> with it
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // a failed load is the app's to show (the error page), when it asks for the screen again
  await screen?.catch(() => undefined);
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <PatientApp />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
