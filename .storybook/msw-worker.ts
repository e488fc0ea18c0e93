import { isCommonAssetRequest } from 'msw';
import type { MswApi } from 'msw-storybook-addon';
import { handlers } from '@/shared/mocks/handlers';

/**
 * Starts MSW's service worker with the shared default handlers (src/shared/mocks), which survive the reset
 * between stories; a story adds its own in `beforeEach({ msw })`. The stories test swaps this module for
 * the node server that the vitest setup already runs.
 */
export async function startMockWorker(): Promise<MswApi> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      // Storybook's own bundles, fonts and HMR are not API calls
      if (
        isCommonAssetRequest(request) ||
        /\.stories\.|iframe\.html|sb-common-assets|\.hot-update\./.test(request.url)
      ) {
        return;
      }
      print.warning();
    },
  });
  return worker;
}
