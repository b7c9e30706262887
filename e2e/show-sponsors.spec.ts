import { z } from 'zod';
import { expect, test, type Page } from '@playwright/test';
import { sponsorTexts as texts } from '../shared/shows/sponsor-resources';
import { showTexts } from '../shared/shows/texts';
import { BACK_ONLINE, createShow, openUnderServiceWorker, signUp } from './show-support';
import { readStoredRow } from './support';

const stamp = Date.now();
const sponsorsOf = (page: Page) => page.getByRole('region', { name: texts.title });
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const serverSponsorNames = async (page: Page, eventId: string) =>
  z
    .object({ sponsors: z.array(z.object({ name: z.string() })) })
    .parse(await (await page.request.get(`/api/shows/${eventId}/sponsors`)).json())
    .sponsors.map((sponsor) => sponsor.name);

test('the organiser names sponsors online and with no signal, sent once; a visitor reads them with no signal', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await signUp(page.request, 'Olive Organiser');
  const show = await createShow(page.request, `Sponsored show ${stamp}`, [{ name: 'Open' }]);
  await openUnderServiceWorker(page, `/events/${show.eventId}`);
  const sponsors = sponsorsOf(page);
  await expect(sponsors.getByText(texts.none)).toBeVisible();

  await sponsors.getByRole('button', { name: texts.edit }).click();
  await sponsors.getByRole('button', { name: texts.add }).click();
  await sponsors.getByLabel(texts.name(1)).fill('Ames Performance');
  await sponsors.getByLabel(texts.website(1)).fill('https://www.amesperf.com');
  await sponsors.getByRole('button', { name: texts.save }).click();
  await expect(toast(page, texts.saved)).toBeVisible();
  await expect(sponsors.getByRole('link', { name: /^Ames Performance/ })).toHaveAttribute('href', 'https://www.amesperf.com');
  expect(await serverSponsorNames(page, show.eventId)).toEqual(['Ames Performance']);

  // With no signal: a website that is not one is refused on the device, then the list waits there.
  await context.setOffline(true);
  await sponsors.getByRole('button', { name: texts.edit }).click();
  await sponsors.getByRole('button', { name: texts.add }).click();
  await sponsors.getByLabel(texts.name(2)).fill('Main Street Diner');
  await sponsors.getByLabel(texts.website(2)).fill('javascript:alert(1)');
  await sponsors.getByRole('button', { name: texts.save }).click();
  await expect(sponsors.getByRole('alert')).toHaveText(texts.websiteInvalid);
  await sponsors.getByLabel(texts.website(2)).fill('');
  await sponsors.getByRole('button', { name: texts.save }).click();
  await expect(toast(page, texts.waiting)).toBeVisible();
  await expect(sponsors.getByRole('listitem')).toHaveText([/^Ames Performance/, 'Main Street Diner']);
  expect(await serverSponsorNames(page, show.eventId)).toEqual(['Ames Performance']);

  await context.setOffline(false);
  await expect.poll(() => serverSponsorNames(page, show.eventId), BACK_ONLINE).toEqual(['Ames Performance', 'Main Street Diner']);

  // A visitor who saved the show keeps its sponsors, as they read them, for the day without signal.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openUnderServiceWorker(visitor, `/events/${show.eventId}`);
  await visitor.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(visitor.getByText(/^Saved, updated /)).toBeVisible();
  await expect(sponsorsOf(visitor).getByRole('listitem')).toHaveText([/^Ames Performance/, 'Main Street Diner']);
  await expect(sponsorsOf(visitor).getByRole('button', { name: texts.edit })).toHaveCount(0);
  // The device keeps what was read a moment after it is shown.
  await expect
    .poll(async () =>
      JSON.stringify((await readStoredRow(visitor, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '').includes('Main Street Diner'),
    )
    .toBe(true);
  await visitorContext.setOffline(true);
  await visitor.reload();
  await expect(sponsorsOf(visitor).getByRole('listitem')).toHaveText([/^Ames Performance/, 'Main Street Diner']);
  await visitorContext.close();
});
