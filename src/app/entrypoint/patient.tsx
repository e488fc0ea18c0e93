import { startPatientPage } from '../routes';
import './patient.css';

// zod (loaded with the forms) probes `new Function` once, on its first parse, to decide whether to compile its
// parsers. The strict CSP forbids eval, and the browser reports even that caught probe as a policy violation: tell
// zod not to try (its own switch, read when it first parses; the object is shared if zod has already loaded).
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

// The patients' and devices' pages (/consult/…, /arrivals/…: the server sends patient.html for them). A phone on a
// slow network loads only what they need: no staff shell, session, desktop host, runtime config or router (issue 16).
// This script is small and has no React: it runs as soon as it arrives and asks for the page's code and, for the
// portal, its data, while React DOM still downloads (the HTML preloads React and patient-root beside this script).
const screen = startPatientPage(window.location.pathname);

/** Lets the browser paint and handle input before the next piece of start-up work (a new task). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts React in pieces, each a task of its own, so a slow phone never has one long task: the app's modules
 * (patient-root, once React has come), then React DOM, then the render (time-sliced). The page's code is waited for
 * first (asked for above), so the first render shows the page, not a loading line over the HTML's own.
 */
async function start(): Promise<void> {
  const [{ renderPatientApp }] = await Promise.all([
    import(/* webpackChunkName: "patient-root" */ './patient-root'),
    // a failed load is the app's to show (the error page), when it asks for the screen again
    screen?.catch(() => undefined),
  ]);
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  renderPatientApp(createRoot);
}

void start();
