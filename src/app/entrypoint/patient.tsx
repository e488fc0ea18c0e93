import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setNonce } from 'get-nonce';
import { queryClient } from '@/shared/api';
import { AppErrorBoundary } from './error-boundary';
import { createPatientRouter } from '../routes';
import './styles.css';

// The patients' and devices' pages (/consult/…, /arrivals/…: the server sends patient.html for them). A phone on a
// slow network loads only what they need: no staff shell, session, desktop host or runtime config (issue 16).
const router = createPatientRouter();

// The server sends a style nonce with each page (strict CSP): Radix's scroll lock stamps its <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
