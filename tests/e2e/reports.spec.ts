import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';
import { expectDate, fillDate } from './support/date-input';

const TABS = [
  'Online consultations overview',
  'Medical consultations',
  'Outcomes',
  'FFT',
  'Feedback',
  'Transactions',
  'Usage',
  'Appointment arrivals',
];

const ukDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

test('the manager reads Reports: eight tabs, a range kept in the URL, a table figure equal to the server count, a matching CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, ACCOUNTS.manager, '/full/management-console', { wcmsId: 1001 });
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page).toHaveURL(/\/full\/management-console\/reports/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Report' }).getByRole('tab');
  await expect(tabs).toHaveText(TABS);

  // the last 90 days (within the demo data)
  const to = ukDay(new Date());
  const from = ukDay(new Date(Date.now() - 89 * 86_400_000));
  await fillDate(page, 'From', from);
  await fillDate(page, 'To', to);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await page.reload();
  await expectDate(page, 'From', from);
  await expectDate(page, 'To', to);

  // the server's count for the same range
  const token = await apiToken(request, ACCOUNTS.manager);
  const server = await gql<{
    report: { tables: { key: string; rows: { label: string; value: number; previous: number }[] }[] };
  }>(
    request,
    'query Report($w: ID!, $from: String!, $to: String!) { report(wcmsId: $w, tab: online_consultations, from: $from, to: $to) { tables { key rows { label value previous } } } }',
    { w: '1001', from, to },
    token,
  );
  const admin = server.data!.report.tables.find((t) => t.key === 'byType')!.rows.find((r) => r.label === 'admin')!;
  const table = page.getByRole('table', { name: 'Requests by type: Data table' });
  const format = (n: number) => new Intl.NumberFormat('en-GB').format(n);
  await expect(table.getByRole('row', { name: /^Admin/ }).getByRole('cell')).toHaveText([
    format(admin.value),
    format(admin.previous),
  ]);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`report-online-consultations-${from}-to-${to}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(csv[0]).toBe('Section,Item,This period,Previous period');
  expect(csv).toContain(`Requests by type,Admin,${admin.value},${admin.previous}`);

  // another tab keeps the range; appointment arrivals counts the arrivals table (kiosk check-ins as the server says)
  await page.getByRole('tab', { name: 'Appointment arrivals' }).click();
  await expect(page).toHaveURL(
    new RegExp(`tab=appointment_arrivals.*from=${from}|from=${from}.*tab=appointment_arrivals`),
  );
  const arrivals = await gql<{
    report: { tables: { key: string; rows: { label: string; value: number; previous: number }[] }[] };
  }>(
    request,
    'query Report($w: ID!, $from: String!, $to: String!) { report(wcmsId: $w, tab: appointment_arrivals, from: $from, to: $to) { tables { key rows { label value previous } } } }',
    { w: '1001', from, to },
    await apiToken(request, ACCOUNTS.manager),
  );
  // The server lists every check-in method, with zeros when nobody used it: whether the tab has figures depends on
  // whether another journey checked a patient in first (appointment-arrivals.spec.ts and mobile-arrival.spec.ts do
  // in the whole suite; alone on a fresh server nobody has)
  const tables = arrivals.data!.report.tables;
  const kiosk = tables.find((t) => t.key === 'arrivalsByMethod')!.rows.find((r) => r.label === 'kiosk')!;
  if (tables.some((t) => t.rows.some((r) => r.value > 0))) {
    // the server's figures for kiosk check-ins
    await expect(
      page
        .getByRole('table', { name: 'Check-ins by method: Data table' })
        .getByRole('row', { name: /^Check-in kiosk/ })
        .getByRole('cell'),
    ).toHaveText([format(kiosk.value), format(kiosk.previous)]);
    await expect(page.getByText('Nothing was recorded in this period.')).toHaveCount(0);
  } else {
    // nobody has checked in: the tab says so rather than showing tables of zeros
    await expect(page.getByRole('heading', { name: 'Nothing was recorded in this period.' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Check-ins by method: Data table' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
