import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { demoAccounts, riverside, signInAs, TestProviders, type DemoAccount } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { reminderHandlers, reminderMockUrls, reminderSettingsFixture } from '@/shared/mocks/reminder-handlers';
import { AppointmentRemindersPage } from './appointment-reminders-page';

beforeAll(() => {
  // Radix Checkbox measures itself; jsdom has no ResizeObserver
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function renderPage(account: DemoAccount = demoAccounts.reception, path = '/full/patients/appointment-reminders') {
  cleanup = signInAs(account, riverside);
  render(
    <TestProviders path={path}>
      <Routes>
        <Route path="/full/patients/appointment-reminders" element={<AppointmentRemindersPage />} />
      </Routes>
    </TestProviders>,
  );
  return userEvent.setup();
}

describe('AppointmentRemindersPage', () => {
  it('asks for the log of the chosen UK days and refuses a start after the end, keeping the dates', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(reminderMockUrls.LOG, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [], total: 0, page: 1, page_size: 25 });
      }),
      ...reminderHandlers(),
    );
    const user = renderPage();
    await screen.findByText('No reminders in this period');
    // dates are typed as day, month and year (issue 23 item 21); '/' moves on to the next box
    const fromDay = within(screen.getByRole('group', { name: 'From' })).getByLabelText('Day');
    const toDay = within(screen.getByRole('group', { name: 'To' })).getByLabelText('Day');
    await user.type(fromDay, '05/03/2026');
    await user.type(toDay, '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must not be after the end date')).toBeVisible();
    expect(fromDay).toHaveValue('05');
    expect(asked).toHaveLength(1);
    await user.clear(toDay);
    await user.type(toDay, '09');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(asked.at(-1)?.get('from')).toBe('2026-03-05');
    expect(asked.at(-1)?.get('to')).toBe('2026-03-09');
    // one patient's reminders: a 10-digit NHS number, spaces ignored
    await user.type(screen.getByLabelText('NHS number'), '999 100');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Enter a 10-digit NHS number')).toBeVisible();
    await user.type(screen.getByLabelText('NHS number'), ' 0003');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await expect.poll(() => asked.at(-1)?.get('nhs_number')).toBe('9991000003');
    expect(asked.at(-1)?.get('from')).toBe('2026-03-05');
  });

  it('saves the settings staff chose', async () => {
    let saved: unknown;
    server.use(
      http.put(reminderMockUrls.SETTINGS, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ...reminderSettingsFixture(), ...(saved as object) });
      }),
      ...reminderHandlers(),
    );
    const user = renderPage();
    // by keyboard: Space toggles the focused day
    const sevenDays = await screen.findByRole('checkbox', { name: '7 days' });
    sevenDays.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Send SMS to patients without explicit consent' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await expect
      .poll(() => saved)
      .toEqual({
        enabled: true,
        days_before: [1, 3, 7],
        sms_without_consent: true,
        text: reminderSettingsFixture().text,
      });
  });

  it('shows the server’s field message beside the days', async () => {
    server.use(...reminderHandlers());
    const user = renderPage();
    // the server refuses no days when on, whatever the client checks
    server.use(
      http.put(reminderMockUrls.SETTINGS, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Days before must be between 1 and 7',
            fields: { days_before: 'Days before must be between 1 and 7' },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Days before must be between 1 and 7')).toBeVisible();
  });

  it('cancels a pending reminder; without console access there is nothing to cancel or save', async () => {
    server.use(...reminderHandlers());
    const user = renderPage();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Cancel the reminder for Eleanor Whitfield' }));
    const row = within(table).getAllByRole('row', { name: /Eleanor Whitfield/ })[0]!;
    expect(await within(row).findByText('Cancelled', { selector: '[data-state]' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Cancel the reminder/ })).toBeNull();
  });

  it('is read-only for staff without console access', async () => {
    server.use(...reminderHandlers(undefined, reminderSettingsFixture({ can_edit: false })));
    renderPage(demoAccounts.clinician);
    const table = await screen.findByRole('table');
    expect(await screen.findByText('Only staff with console access can change these settings.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Cancel the reminder/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
