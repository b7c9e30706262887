import { expect, test } from '@playwright/test';
import { eventTexts } from '../shared/events/texts';
import { openEventsUnderServiceWorker, registerViaForm } from './support';
import { expectNoViolations } from './axe';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('the event screens pass the WCAG A/AA checks: form with errors, detail, list with a queued event', async ({ page, context }) => {
  // Four full-page axe runs and a reload offline: 23 s beside stress-ng, near the default budget.
  test.slow();
  await registerViaForm(page);
  await page.goto('/events/create');
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(page.getByText(eventTexts.titleRequired)).toBeVisible();
  await page.getByLabel('Free event').uncheck();
  await expectNoViolations(page);

  await page.getByLabel('Title').fill(`Accessible meet ${Date.now()}`);
  await page.getByLabel('Description').fill('Ramps at the gate.');
  await page.getByLabel('Date and time').fill('2031-08-01T10:00');
  await page.getByLabel('Location').fill('Town square');
  await page.getByLabel('Price (in cents)').fill('500');
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Accessible meet/);
  await expectNoViolations(page);

  await openEventsUnderServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: eventTexts.createEvent, exact: true }).click();
  await page.getByLabel('Title').fill('Queued for the checks');
  await page.getByLabel('Description').fill('Made offline.');
  await page.getByLabel('Date and time').fill('2031-08-02T10:00');
  await page.getByLabel('Location').fill('Fairgrounds');
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(page.getByText(eventTexts.waitingToSend)).toBeVisible();
  await expectNoViolations(page);
});

test('an event can be created with the keyboard alone, focus always visible', async ({ page }) => {
  await registerViaForm(page);
  await page.goto('/events/create');
  await page.getByLabel('Title').focus();
  await page.keyboard.type('Keyboard cruise');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('No mouse needed.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Date and time')).toBeFocused();
  await page.getByLabel('Date and time').fill('2031-09-01T19:00');
  await page.getByLabel('Location').focus();
  await page.keyboard.type('Main St');
  const submit = page.getByRole('button', { name: eventTexts.createEvent, exact: true });
  await submit.focus();
  // The focus ring: an outline that is actually drawn.
  const outline = await submit.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keyboard cruise', level: 1 })).toBeVisible();
});
