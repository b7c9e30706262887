import { expect, type Page } from '@playwright/test';
import { eventTexts } from '../shared/events/texts';

let counter = 0;
export function newMember(name = 'Grace Hopper') {
  counter += 1;
  return { name, email: `member${counter}-${Date.now()}@e2e.test`, password: 'v8-power-1967' };
}

export const adminAccount = () => ({
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
});

export async function registerViaForm(page: Page, member = newMember()) {
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').getByText('Account created!')).toBeVisible();
  return member;
}

export async function signInViaForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The worker takes over a page from its next load (it does not claim open pages), hence the reload; then
 * waits until the page knows the member again, so going offline next does not cut that question short.
 */
export async function openEventsUnderServiceWorker(page: Page) {
  await page.goto('/events');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('link', { name: eventTexts.createEvent, exact: true })).toBeVisible();
}
