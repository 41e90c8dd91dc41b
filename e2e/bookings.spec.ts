import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { axeClean } from './support/axe-clean';
import { southAfricanMinutes } from '../src/domain/visit';
import { addDays, dayLabel, southAfricanToday } from '../src/domain/when';
import { timeOf } from '../src/domain/working-hours';
import { apiAccount, expect, signIn, signOut, test } from './fixtures';

test.use({ allowConsoleErrors: /status of 404/ });

/**
 * A request with dates: the plumber proposes a visit inside the customer's window, the customer
 * sees it in the comparison and accepts, and both dashboards show the booking. On a phone in the
 * dark and on a desktop in the light, each page axe-clean.
 */
for (const run of [
  { name: 'phone', width: 360, height: 780, scheme: 'dark' as const },
  { name: 'desktop', width: 1280, height: 900, scheme: 'light' as const },
]) {
  test(`a provider proposes a visit, the customer accepts, both see the booking (${run.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: run.width, height: run.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), run.scheme);
    const today = southAfricanToday();
    const visitDay = addDays(today, 4);
    const booked = `${dayLabel(visitDay)}, 09:30-11:30`;
    const customer = await apiAccount(request, `Booking ${run.name} Customer`);
    const description = `Geyser valve drips (${run.name}, ${Date.now()}).`;
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description,
        location: '4 Main Road, Claremont, Cape Town',
        when: {
          kind: 'dates',
          dates: [
            { date: addDays(today, 3), window: 'afternoon' },
            { date: visitDay, window: 'morning' },
          ],
        },
      },
    });
    expect(posted.status()).toBe(201);
    const { id: requestId } = (await posted.json()) as { id: string };
    const plumber = await apiAccount(request, `Booking Plumbing ${run.name}`, {
      services: ['plumbing'],
    });

    // The plumber picks one of the customer's dates and a start inside its window.
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/quote/${requestId}`);
    await page.getByLabel('Amount (ZAR)').fill('850');
    await expect(page.getByLabel('Can start from')).toBeVisible();
    await page.getByLabel('Visit date').selectOption(visitDay);
    // A visit's date is its start: the bare date goes.
    await expect(page.getByLabel('Can start from')).toHaveCount(0);
    const starts = await page.getByLabel('Start time').locator('option').allInnerTexts();
    expect(starts.slice(1, 3)).toEqual(['07:00', '07:15']);
    expect(starts.at(-1)).toBe('11:45');
    await page.getByLabel('Start time').selectOption('09:30');
    await page.getByLabel('The work takes').selectOption('2');
    await axeClean(page, 'quote form');
    await page.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(page).toHaveURL(/\/provider$/);

    // The customer sees the time in the comparison and accepts.
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/customer/requests/${requestId}`);
    const region =
      run.width >= 1024
        ? page.getByTestId('comparison-table')
        : page.getByRole('list', { name: 'Quotes compared' });
    await expect(region).toContainText(booked);
    await region
      .getByRole('button', { name: `Accept R850 from Booking Plumbing ${run.name}` })
      .click();
    await page.getByRole('button', { name: 'Accept quote' }).click();
    await expect(page.getByTestId('request-status')).toHaveText('Accepted');
    await expect(page.getByTestId('booking')).toHaveText(`Booked: ${booked}`);
    await axeClean(page, 'request page with its booking');
    await page.goto('/customer');
    await expect(
      page.getByTestId('request-card').filter({ hasText: description }).getByTestId('booking'),
    ).toHaveText(`Booked: ${booked}`);

    // The plumber's dashboard shows it under its quotes.
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/provider');
    await page.getByRole('tab', { name: 'My Quotes' }).click();
    await expect(
      page
        .getByTestId('provider-request-card')
        .filter({ hasText: description })
        .getByTestId('booking'),
    ).toHaveText(`Booked: ${booked}`);
    await page.screenshot({ path: `test-results/booking-${run.name}-${run.scheme}.png` });
  });
}

test('a provider sets its working hours and jobs a day; its public page says when it works', async ({
  page,
  request,
}) => {
  const plumber = await apiAccount(request, 'Hours Plumbing', { services: ['plumbing'] });
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider');
  await expect(page.getByTestId('usual-hours')).toContainText(
    'Mon-Fri 07:00-17:00, Sat 08:00-13:00 · up to 2 jobs a day',
  );
  await page.getByText('Change working hours').click();
  const week = page.getByRole('list', { name: 'Your week' });
  await week.getByLabel('Sat', { exact: true }).uncheck();
  await week.getByLabel('Fri until').selectOption('14:00');
  // An end before the start is refused where it was chosen.
  await week.getByLabel('Mon until').selectOption('06:00');
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expect(week.getByRole('alert')).toHaveText('Mon: The end must be after the start');
  await week.getByLabel('Mon until').selectOption('17:00');
  await page.getByLabel('Jobs you take a day').selectOption('3');
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByTestId('usual-hours')).toContainText(
    'Mon-Thu 07:00-17:00, Fri 07:00-14:00 · up to 3 jobs a day',
  );
  const own = (await (
    await request.get('/api/providers/me', { headers: plumber.headers })
  ).json()) as {
    id: string;
  };
  await page.goto(`/providers/${own.id}`);
  await expect(page.getByTestId('usual-hours')).toHaveText(
    'Usually works Mon-Thu 07:00-17:00, Fri 07:00-14:00',
  );
});

test('a provider proposes another time for a booked visit and the customer accepts it (phone)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const today = southAfricanToday();
  const customer = await apiAccount(request, 'Moving Customer');
  const plumber = await apiAccount(request, 'Moving Plumbing', { services: ['plumbing'] });
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: `Outside tap to replace (${Date.now()}).`,
      location: '4 Main Road, Claremont, Cape Town',
      when: { kind: 'dates', dates: [{ date: addDays(today, 2), window: 'morning' }] },
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: {
      quoteRequestId: requestId,
      amount: 500,
      visitDate: addDays(today, 2),
      visitStart: '08:00',
      visitHours: 1,
    },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };
  expect(
    (await request.post(`/api/quotes/${quoteId}/accept`, { headers: customer.headers })).status(),
  ).toBe(200);
  const before = `${dayLabel(addDays(today, 2))}, 08:00-09:00`;
  const after = `${dayLabel(addDays(today, 5))}, 14:30-15:30`;

  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/quote/${requestId}`);
  await expect(page.getByTestId('visit-time')).toHaveText(before);
  await page.getByText('Propose another time').click();
  await page.getByRole('button', { name: 'Propose this time' }).click();
  await expect(page.getByText('Say why the time must change')).toBeVisible();
  await page.getByLabel('New date').fill(addDays(today, 5));
  await page.getByLabel('New start').selectOption('14:30');
  await page.getByLabel('Why it must change').fill('The tap only arrives on Friday.');
  await page.getByRole('button', { name: 'Propose this time' }).click();
  await expect(page.getByTestId('move-waiting')).toContainText(`You proposed ${after}`);
  await expect(page.getByTestId('visit-time')).toHaveText(before);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/customer/requests/${requestId}`);
  await expect(page.getByTestId('move-waiting')).toContainText(
    `Moving Plumbing proposes ${after}: “The tap only arrives on Friday.”`,
  );
  await page.screenshot({ path: 'test-results/move-waiting-phone.png', fullPage: true });
  await axeClean(page, 'a new time waiting for an answer');
  await page.getByRole('button', { name: 'Accept new time' }).click();
  await expect(page.getByTestId('visit-time')).toHaveText(after);
  await expect(page.getByTestId('booking')).toHaveText(`Booked: ${after}`);
  await expect(page.getByRole('list', { name: 'Times proposed before' })).toContainText(
    `Moving Plumbing proposed ${after} (“The tap only arrives on Friday.”): accepted`,
  );
});

test("a provider says it is on its way on the visit's day; the customer sees it", async ({
  page,
  request,
}) => {
  const now = new Date();
  const today = southAfricanToday(now);
  const soon = southAfricanMinutes(now) + 30;
  // The next quarter hour half an hour from now, today if there is one (else tomorrow: no button).
  const start = Math.ceil(soon / 15) * 15;
  const onTheDay = start <= 23 * 60;
  const visitDate = onTheDay ? today : addDays(today, 1);
  const customer = await apiAccount(request, 'Waiting Customer');
  const plumber = await apiAccount(request, 'Driving Plumbing', { services: ['plumbing'] });
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: `Blocked drain (${Date.now()}).`,
      location: '4 Main Road, Claremont, Cape Town',
      when: { kind: 'soon' },
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: {
      quoteRequestId: requestId,
      amount: 700,
      visitDate,
      visitStart: onTheDay ? timeOf(start) : '09:00',
      visitHours: 0.5,
    },
  });
  expect(quoted.status()).toBe(201);
  const { id: quoteId } = (await quoted.json()) as { id: string };
  expect(
    (await request.post(`/api/quotes/${quoteId}/accept`, { headers: customer.headers })).status(),
  ).toBe(200);

  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/quote/${requestId}`);
  await expect(page.getByTestId('visit-time')).toBeVisible();
  const button = page.getByRole('button', { name: 'On my way' });
  if (!onTheDay) {
    await expect(button).toHaveCount(0);
    return;
  }
  await button.click();
  await expect(page.getByTestId('on-the-way')).toContainText(
    'You told Waiting Customer you are on the way',
  );
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/customer/requests/${requestId}`);
  await expect(page.getByTestId('on-the-way')).toContainText('Driving Plumbing is on the way');
});

/** Unfolds 'Calendar link' (again if a card above it loading moved it from under the tap). */
async function openCalendarLink(page: Page) {
  const folder = page.locator('details', { has: page.getByText('Calendar link', { exact: true }) });
  await expect(async () => {
    if (!(await folder.evaluate((node: HTMLDetailsElement) => node.open))) {
      await folder.locator('summary').click();
    }
    await expect(folder.locator('button').first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test('a provider saves a visit to its calendar and makes a private calendar link (phone, dark)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), 'dark');
  const today = southAfricanToday();
  const customer = await apiAccount(request, 'Calendar Customer');
  const plumber = await apiAccount(request, 'Calendar Plumbing', { services: ['plumbing'] });
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: `Geyser valve to replace (${Date.now()}).`,
      location: '4 Main Road, Claremont, Cape Town',
      when: { kind: 'dates', dates: [{ date: addDays(today, 3), window: 'afternoon' }] },
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: {
      quoteRequestId: requestId,
      amount: 900,
      visitDate: addDays(today, 3),
      visitStart: '13:00',
      visitHours: 2,
    },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };
  expect(
    (await request.post(`/api/quotes/${quoteId}/accept`, { headers: customer.headers })).status(),
  ).toBe(200);

  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/quote/${requestId}`);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`khaya-visit-${addDays(today, 3)}.ics`);
  const file = fs.readFileSync(await download.path(), 'utf8');
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toContain('SUMMARY:Plumbing for Calendar Customer');
  expect(file).toContain('LOCATION:4 Main Road\\, Claremont\\, Cape Town');

  await page.goto('/provider');
  await openCalendarLink(page);
  await page.getByRole('button', { name: 'Make my calendar link' }).click();
  const link = page.getByTestId('calendar-feed-url');
  await expect(link).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\/visits\.ics$/);
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calendar-link-phone-dark.png' });
  await axeClean(page, 'a new calendar link');
  const feedPath = new URL(await link.inputValue()).pathname;
  const feed = await request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Plumbing for Calendar Customer');
  // Back later: the link is on, no longer shown; turning it off stops it.
  await page.reload();
  await openCalendarLink(page);
  await expect(page.getByTestId('calendar-feed-state')).toContainText('Your calendar last read it');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('No link yet.')).toBeVisible();
  expect((await request.get(feedPath)).status()).toBe(404);
});
