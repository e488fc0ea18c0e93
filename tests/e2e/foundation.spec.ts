import { expect, test, type ConsoleMessage } from './support/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('foundation', () => {
  test('GET /api/version answers with a version string', async ({ request }) => {
    const response = await request.get('/api/version');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      _embedded?: { items?: Array<{ version?: unknown }> };
    };
    const version = body._embedded?.items?.[0]?.version;
    expect(typeof version, JSON.stringify(body)).toBe('string');
    expect(String(version).length).toBeGreaterThan(0);
  });

  test('GraphQL Config query answers with the version', async ({ request }) => {
    const response = await request.post('/api/graphql?operationName=Config', {
      data: {
        query: 'query Config { config { version environment } }',
        operationName: 'Config',
      },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      data?: { config?: { version?: unknown; environment?: unknown } };
      errors?: unknown;
    };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const version = body.data?.config?.version;
    expect(typeof version, JSON.stringify(body)).toBe('string');
    expect(String(version).length).toBeGreaterThan(0);
  });

  test('the login page renders, with a strict CSP, no console errors and no axe violations', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') {
        const { url, lineNumber } = message.location();
        consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));

    const response = await page.goto('/login');
    if (!response) throw new Error('no response for /login');
    expect(response.status()).toBe(200);

    // Content-Security-Policy: present, and no inline scripts allowed.
    const csp = (await response.allHeaders())['content-security-policy'] ?? '';
    expect(csp, 'content-security-policy header').not.toBe('');
    const directives = csp.split(';').map((d) => d.trim().split(/\s+/));
    const scriptSrc =
      directives.find(([name]) => name === 'script-src') ?? directives.find(([name]) => name === 'default-src');
    expect(scriptSrc, `script-src or default-src in CSP: ${csp}`).toBeDefined();
    expect(scriptSrc?.slice(1), `script-src in CSP: ${csp}`).not.toContain("'unsafe-inline'");

    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    // The app has rendered and finished loading its config: the login screen's heading is shown and
    // no loading status remains (by text or by accessible name).
    await expect(page.locator('#root *').first()).toBeAttached();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    await expect(page).toHaveTitle(/Carebridge/);

    await expectNoAxeViolations(page);

    expect(consoleErrors, `console errors:\n${consoleErrors.join('\n')}`).toEqual([]);
  });
});
