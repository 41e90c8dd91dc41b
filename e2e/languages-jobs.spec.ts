import { formatDay } from '../src/domain/locale-format';
import { bookedTextIn } from '../src/domain/visit-words';
import { addDays, southAfricanToday } from '../src/domain/when';
import { apiAccount, expect, signIn, signOut, test } from './fixtures';
import { looksRight, useView, type View } from './support/looks-right';

/**
 * A hired job after the handshake in isiZulu, Afrikaans and isiXhosa (issue 50): the customer's
 * booked visit (another time proposed, the cancel form with what it costs) and the plumber's
 * side (the job's price, a price change asked for). Each language on a phone in the dark or a
 * desktop in the light, axe clean, no words cut off.
 */

const WORDS = {
  zu: {
    visit: 'Ukuvakasha',
    any: 'noma nini',
    propose: 'Phakamisa esinye isikhathi',
    why: 'Kungani kufanele sishintshe',
    cancel: 'Khansela ukuvakasha',
    cancelWhy: 'Kungani ukhansela',
    reason: 'Angisawudingi umsebenzi',
    price: 'Intengo yomsebenzi',
    ask: 'Cela ushintsho lwentengo',
    extra: 'Imali eyengeziwe',
    send: 'Buza ikhasimende',
    sent: 'Ushintsho lwentengo luthunyelwe',
  },
  af: {
    visit: 'Die besoek',
    any: 'enige tyd',
    propose: "Stel 'n ander tyd voor",
    why: 'Hoekom dit moet verander',
    cancel: 'Kanselleer die besoek',
    cancelWhy: 'Hoekom jy kanselleer',
    reason: 'Ek het nie meer die werk nodig nie',
    price: 'Die werk se prys',
    ask: "Vra vir 'n prysverandering",
    extra: 'Ekstra bedrag',
    send: 'Vra die kliënt',
    sent: 'Prysverandering gestuur',
  },
  xh: {
    visit: 'Utyelelo',
    any: 'nanini na',
    propose: 'Cebisa elinye ixesha',
    why: 'Kutheni kufuneka litshintshe',
    cancel: 'Rhoxisa utyelelo',
    cancelWhy: 'Kutheni urhoxisa',
    reason: 'Andisawudingi umsebenzi',
    price: 'Ixabiso lomsebenzi',
    ask: 'Cela utshintsho lwexabiso',
    extra: 'Imali eyongezelelweyo',
    send: 'Buza umthengi',
    sent: 'Utshintsho lwexabiso luthunyelwe',
  },
} as const;

const VIEWS: Record<'zu' | 'af' | 'xh', View> = {
  zu: { width: 360, height: 780, scheme: 'dark' },
  af: { width: 1280, height: 900, scheme: 'light' },
  xh: { width: 360, height: 780, scheme: 'light' },
};

for (const locale of ['zu', 'af', 'xh'] as const) {
  const words = WORDS[locale];
  const view = VIEWS[locale];
  test(`a booked job in ${locale}: the visit, cancelling, and the job's price`, async ({
    page,
    request,
  }) => {
    test.slow();
    await useView(page, view);
    const customer = await apiAccount(request, `Job ${locale} Customer`);
    const plumber = await apiAccount(request, `Job ${locale} Plumbing`, {
      services: ['plumbing'],
    });
    const date = addDays(southAfricanToday(), 5);
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description: `The geyser drips (${locale}, ${Date.now()}).`,
        location: '4 Main Road, Claremont, Cape Town',
        when: { kind: 'dates', dates: [{ date, window: 'any' }] },
      },
    });
    const { id: requestId } = (await posted.json()) as { id: string };
    const quoted = await request.post('/api/quotes', {
      headers: plumber.headers,
      data: {
        quoteRequestId: requestId,
        amount: 900,
        calloutFee: 150,
        visitDate: date,
        visitStart: '09:00',
        visitHours: 2,
      },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);
    const { id: quoteId } = (await quoted.json()) as { id: string };
    const accepted = await request.post(`/api/quotes/${quoteId}/accept`, {
      headers: customer.headers,
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The customer's side: the visit, another time proposed, the cancel form.
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/${locale}/customer/requests/${requestId}`);
    const visit = page.getByRole('region', { name: words.visit });
    await expect(visit).toBeVisible({ timeout: 20_000 });
    // The days in the language, from the domain's formatter: the visit, and when it was wanted.
    const booked = bookedTextIn(locale, { date, start: '09:00', end: '11:00' });
    await expect(visit.getByTestId('visit-time')).toHaveText(booked);
    await expect(page.getByTestId('booking')).toContainText(booked);
    await expect(page.getByText(`${formatDay(locale, date)}, ${words.any}`).first()).toBeVisible();
    await visit.locator('summary', { hasText: words.propose }).click();
    await expect(visit.getByLabel(words.why)).toBeVisible();
    await expect(async () => {
      if (!(await visit.getByLabel(words.cancelWhy).isVisible()))
        await visit.locator('summary', { hasText: words.cancel }).click();
      await expect(visit.getByLabel(words.cancelWhy)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await visit.getByLabel(words.cancelWhy).selectOption({ label: words.reason });
    // More than a day ahead: free, said in the language.
    await expect(visit.getByTestId('cancel-cost')).not.toContainText('Free');
    await expect(visit.getByTestId('cancel-cost')).not.toBeEmpty();
    await looksRight(
      page,
      `a booked job for the customer in ${locale}`,
      `languages-job-${locale}-customer`,
    );
    // Signed out from an English page: the helper knows the account menu by its English name.
    await page.goto('/customer');
    await signOut(page);

    // The plumber's side: the job's price and a price change asked for.
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/${locale}/quote/${requestId}`);
    const price = page.getByRole('region', { name: words.price });
    await expect(price).toBeVisible({ timeout: 20_000 });
    await price.locator('summary', { hasText: words.ask }).click();
    await price.getByLabel(words.extra).fill('250');
    await price.getByRole('textbox').last().fill('The geyser valve must be replaced too.');
    await price.getByRole('button', { name: words.send }).click();
    await expect(page.getByText(words.sent).first()).toBeVisible();
    await expect(price.getByTestId('price-change')).toContainText('R250');
    await expect(page.getByRole('region', { name: words.visit })).toBeVisible();
    await looksRight(
      page,
      `a booked job for the plumber in ${locale}`,
      `languages-job-${locale}-provider`,
    );
  });
}
