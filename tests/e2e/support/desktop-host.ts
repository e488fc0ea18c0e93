import type { Page } from '@playwright/test';
import {
  installSimulatedHost,
  type SimulatedHostController,
  type SimulatedHostOptions,
  type SimulatedHostState,
} from '../../../src/shared/desktop-host/simulated/install';

export type { SimulatedHostOptions, SimulatedHostState };

/**
 * Makes the app see the simulated desktop host (src/shared/desktop-host/simulated) in this page and every
 * window it opens: call before page.goto. The e2e server runs the production build, which holds no simulated
 * host, so it is injected as an init script.
 */
export async function useSimulatedHost(
  page: Page,
  options: {
    clinicalSystem: 'emisweb' | 'systmone' | 'vision' | 'vision_rest';
    hostVersion: number;
    clientVersion: number;
    connectionStatus?: string;
    /** Makes the host a managed clinical agent with this hostname (connects only while approved). */
    agentHostname?: string;
  },
): Promise<void> {
  await page.context().addInitScript(installSimulatedHost, options);
}

type ControlledWindow = Window & { __simulatedHost: SimulatedHostController };

/** Changes the simulated clinical connection (raises the host's connection change event). */
export async function setSimulatedConnection(page: Page, status: string): Promise<void> {
  await page.evaluate((s) => (window as unknown as ControlledWindow).__simulatedHost.setConnectionStatus(s), status);
}

/** Selects a patient (clinical patient id) in the simulated clinical system, or none. */
export async function selectSimulatedPatient(page: Page, patientId: string | null): Promise<void> {
  await page.evaluate((id) => (window as unknown as ControlledWindow).__simulatedHost.selectPatient(id), patientId);
}

/** What the simulated host has been asked to do (notifications, toolbar messages, minimise …). */
export async function simulatedHostState(page: Page): Promise<SimulatedHostState> {
  return page.evaluate(() => (window as unknown as ControlledWindow).__simulatedHost.state());
}
