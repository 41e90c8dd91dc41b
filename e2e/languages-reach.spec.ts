import type { Page } from '@playwright/test';
import { apiAccount, expect, mailboxEmail, signIn, test, uniqueEmail } from './fixtures';
import { axeClean } from './support/axe-clean';
import { clippedText } from './support/clipped';

/**
 * What reaches a person outside the page follows the language they read Khaya in (issue 50): a
 * new account takes the language it signed up in, emails (and WhatsApp) are written in the
 * account's language, and signing in on a phone or computer that chose no language opens Khaya
 * in it.
 */

/** The account's language, read as the signed-in page reads the API (its session cookie). */
async function accountLanguage(page: Page): Promise<string> {
  const response = await page.request.get('/api/notifications/preferences', {
    headers: { 'x-khaya-session': '1' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { language: string }).language;
}

test.describe('on a phone in the dark', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('an account made in Afrikaans keeps Afrikaans for what reaches it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/af/register');
    await page.getByRole('button', { name: 'Registreer met e-pos' }).click();
    await page.getByLabel('Volle naam').fill('Anri Afrikaans');
    await page.getByLabel('E-pos').fill(uniqueEmail('anri'));
    await page.getByLabel('Wagwoord').fill('secret123');
    await page.getByRole('button', { name: 'Skep rekening' }).click();
    await expect(page).toHaveURL(/\/af\/$/);
    await expect.poll(() => accountLanguage(page)).toBe('af');
  });

  test('a provider who reads Khaya in isiZulu gets the lead email in isiZulu, and signing in on a new phone opens isiZulu', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const plumber = await apiAccount(request, 'Zulu Plumbing Claremont', {
      services: ['plumbing'],
    });
    const chosen = await request.patch('/api/notifications/preferences', {
      headers: plumber.headers,
      data: { language: 'zu' },
    });
    expect(chosen.status()).toBe(200);
    const customer = await apiAccount(request, 'Lerato Claremont');
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description: 'Ipayipi liyavuza ekhishini.',
        location: '4 Main Road, Claremont, Cape Town',
        preferredDate: 'Saturday',
      },
    });
    expect(posted.status()).toBe(201);

    // The lead's email, in isiZulu from its greeting to its footer.
    const email = await mailboxEmail(page, plumber.email, 'Isicelo esisha (amapayipi) e-Claremont');
    await expect(email).toContainText('Sawubona Zulu Plumbing Claremont,');
    await expect(email).toContainText('Ipayipi liyavuza ekhishini.');
    await expect(email).toContainText('Misa lawa ma-imeyili');
    await email.screenshot({ path: 'test-results/languages-reach-email-zu.png' });

    // A phone that never chose a language: signing in opens Khaya in the account's, and keeps it.
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/zu\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Izinsizakalo zasekhaya ezithembekile, amakhotheshini ngemizuzu embalwa',
    );
    expect(await page.evaluate(() => localStorage.getItem('khaya:language'))).toBe('zu');
    await axeClean(page, '/zu/ signed in, 360 px dark');
    await page.screenshot({ path: 'test-results/languages-reach-signed-in-zu-360.png' });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a computer that chose English keeps it when an isiXhosa account signs in', async ({
    page,
    request,
  }) => {
    const customer = await apiAccount(request, 'Xhosa Customer');
    await request.patch('/api/notifications/preferences', {
      headers: customer.headers,
      data: { language: 'xh' },
    });
    await page.addInitScript(() => localStorage.setItem('khaya:language', 'en-ZA'));
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ZA');
    expect(await accountLanguage(page)).toBe('xh');
    await page.screenshot({ path: 'test-results/languages-reach-english-kept-1280.png' });
  });
});

test('a customer reads a provider’s question and answers it in isiXhosa, on a phone in the dark and on a desktop', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Xhosa Thread Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'Umbhobho uyavuza phantsi kwesinki.',
      location: '9 Main Road, Claremont, Cape Town',
      preferredDate: 'Monday',
    },
  });
  const { id } = (await posted.json()) as { id: string };
  const plumber = await apiAccount(request, 'Xhosa Thread Plumbing', { services: ['plumbing'] });
  const asked = await request.post(`/api/quote-requests/${id}/messages`, {
    headers: plumber.headers,
    data: { text: 'Ungandithumelela ifoto yesinki? Ndifowunele ku-082 555 0101.' },
  });
  expect(asked.status()).toBe(201);
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  for (const [view, answer] of [
    [{ width: 360, height: 780, scheme: 'dark' }, 'Ewe, ndiza kuyithumela ngoku.'],
    [{ width: 1280, height: 900, scheme: 'light' }, 'Enkosi, ndiyibonile.'],
  ] as const) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.emulateMedia({ colorScheme: view.scheme });
    await page.evaluate((theme) => localStorage.setItem('theme', theme), view.scheme);
    // From another page, so that the theme chosen applies (a hash alone does not load it).
    await page.goto('/xh/customer');
    await page.goto(`/xh/customer/requests/${id}#messages`);
    const thread = page.getByTestId('message-thread');
    // The provider's number is hidden until a quote is accepted, and the thread says so.
    await expect(
      thread.getByText('Iinombolo zefowuni, ii-imeyile namakhonkco zifihliwe de wamkele ikowuti.'),
    ).toBeVisible();
    // The number in the question is hidden, and the mark says so in isiXhosa.
    await expect(thread.getByTestId('message').first()).toContainText(
      'Ndifowunele ku-[iinkcukacha zoqhagamshelwano zifihliwe de kwamkelwe ikowuti]',
    );
    await thread.getByRole('textbox', { name: 'Bhalela u-Xhosa Thread Plumbing' }).fill(answer);
    await thread.getByRole('button', { name: 'Thumela', exact: true }).click();
    await expect(thread.getByTestId('message').filter({ hasText: answer })).toContainText('Wena');
    await axeClean(page, `/xh/customer/requests/:id#messages, ${view.width} px ${view.scheme}`);
    expect(await clippedText(page)).toEqual([]);
    await thread.screenshot({
      path: `test-results/languages-thread-xh-${view.width}-${view.scheme}.png`,
    });
  }
  // A provider's public page in Afrikaans: its reviews' words, none yet.
  const own = await request.get('/api/providers/me', { headers: plumber.headers });
  const { id: providerId } = (await own.json()) as { id: string };
  await page.goto(`/af/providers/${providerId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  await expect(
    page.getByText(
      'Nog geen resensies nie. Resensies kom van kliënte wat Xhosa Thread Plumbing deur Khaya gehuur het.',
    ),
  ).toBeVisible();
});
