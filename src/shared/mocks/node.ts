import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/*
 * A browser resolves a relative URL such as '/api/session' against the page; Node's Request (which jsdom
 * tests use) refuses it. openapi-fetch builds a Request from its '/api' base URL, so give tests the browser's
 * behaviour. Installed before MSW patches the globals and before any client captures Request.
 */
const NodeRequest = globalThis.Request;
if (typeof window !== 'undefined' && !('resolvesRelative' in NodeRequest)) {
  class PageRequest extends NodeRequest {
    static resolvesRelative = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
}

/** MSW for vitest (node). Tests add per-test handlers with server.use(). */
export const server = setupServer(...handlers);
