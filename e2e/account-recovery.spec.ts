import { expect, test } from '@playwright/test';
import { authTexts } from '../shared/auth/texts';
import { accountEmailTexts } from '../shared/auth/email-texts';
import { emailedLink } from './mailbox';
import { newMember, registerViaForm, signInViaForm } from './support';

test('a member who forgot their password follows the emailed link, sets a new one and is signed in; the old one and the old session stop working', async ({
  page,
  browser,
}) => {
  const member = await registerViaForm(page, newMember('Ada Forgetful'));
  // The session of the device they used before (still open).
  await expect(page.getByRole('button', { name: /Ada Forgetful/ })).toBeVisible();

  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.goto('/auth/login');
  await phone.getByRole('link', { name: authTexts.forgotPasswordLink }).click();
  await expect(phone).toHaveURL('/auth/forgot-password');
  // On the suite's first, cold page the field once lost what was typed before the button was pressed (the form then
  // said the address is required and sent nothing): type again only in that case, so the link is never asked twice.
  const required = phone.getByText('Email is required');
  await expect(async () => {
    await phone.getByLabel('Email').fill(member.email);
    await phone.getByRole('button', { name: accountEmailTexts.sendResetLink }).click();
    await expect(phone.getByText(accountEmailTexts.resetLinkSent).or(required)).toBeVisible();
    await expect(required).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
  await expect(phone.getByText(accountEmailTexts.resetLinkSent)).toBeVisible();

  const link = await emailedLink(member.email, /Reset your Pontiac Hub password/);
  expect(new URL(link).pathname).toBe('/auth/reset-password');
  await phone.goto(link);
  await phone.getByLabel('New Password', { exact: true }).fill('a-new-password');
  await phone.getByLabel('Confirm Password', { exact: true }).fill('a-new-password');
  await phone.getByRole('button', { name: 'Set Password' }).click();
  await expect(phone.getByRole('status').getByText(accountEmailTexts.passwordChanged)).toBeVisible();
  await expect(phone).toHaveURL('/');
  await expect(phone.getByRole('button', { name: /Ada Forgetful/ })).toBeVisible();
  // Following the link proved the address: no banner asks to confirm it.
  await expect(phone.getByText(authTexts.confirmEmailBanner)).toHaveCount(0);

  // The link worked once.
  await phone.goto(link);
  await phone.getByLabel('New Password', { exact: true }).fill('another-password');
  await phone.getByLabel('Confirm Password', { exact: true }).fill('another-password');
  await phone.getByRole('button', { name: 'Set Password' }).click();
  await expect(phone.getByRole('alert').getByText(accountEmailTexts.resetLinkInvalid)).toBeVisible();
  await context.close();

  // The first device's session ended with the reset.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signInViaForm(page, member);
  await expect(page.getByRole('status').getByText(authTexts.invalidCredentials)).toBeVisible();
  await signInViaForm(page, { email: member.email, password: 'a-new-password' });
  await expect(page.getByRole('status').getByText(authTexts.welcomeBack)).toBeVisible();
});

test('a new member confirms their address from the emailed link, and the banner goes', async ({ page }) => {
  const member = await registerViaForm(page, newMember('Bea Confirmed'));
  const banner = page.locator('.confirm-email-banner');
  await expect(banner.getByText(authTexts.confirmEmailBanner)).toBeVisible();
  await banner.getByRole('button', { name: authTexts.confirmEmailAgain }).click();
  await expect(banner.getByText(authTexts.confirmEmailSent(member.email))).toBeVisible();

  await page.goto(await emailedLink(member.email, /Confirm your email address/));
  await expect(page.getByRole('status').getByText(accountEmailTexts.emailConfirmedDescription(member.email))).toBeVisible();
  await expect(page.getByRole('heading', { name: accountEmailTexts.emailConfirmed })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
