import { createElement, type ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { patientScreens, type PatientScreen, type ScreenParams } from './patient-screens';
import { screen } from './screen';

/** The screen, given the address's parameters from react-router as its props. */
function withRouteParams(Screen: ComponentType<ScreenParams>): ComponentType {
  return function RouteScreen() {
    const params = useParams() as ScreenParams;
    return createElement(Screen, params);
  };
}

function route(patient: PatientScreen): RouteObject {
  return { path: patient.path, ...screen(async () => withRouteParams(await patient.load())) };
}

/**
 * The patients' and devices' screens (patient-screens.ts) in the staff app, for a link opened inside it; a fresh load
 * of /consult/… or /arrivals/… gets the patient entry instead (entrypoint/patient.tsx).
 */
export const deviceScreens: RouteObject[] = patientScreens.filter((s) => !s.column).map(route);

/** The Carebridge Consult pages, which the staff app shows in its bare layout. */
export const consultScreens: RouteObject[] = patientScreens.filter((s) => s.column).map(route);
