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
// portal, its data, while React DOM still downloads (the HTML preloads it and patient-root beside this script).
const screen = startPatientPage(window.location.pathname);

// React DOM and the app evaluate in tasks of their own (patient-root.tsx), not in one long task with this script.
void import(/* webpackChunkName: "patient-root" */ './patient-root').then(({ mountPatientApp }) =>
  mountPatientApp(screen),
);
