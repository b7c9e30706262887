import { expect, test } from '@playwright/test';
import { adminAccount, newMember, registerViaForm, signInViaForm } from './support';

test('a new member registers, sees their initials, signs out and signs back in', async ({ page }) => {
  const member = await registerViaForm(page, newMember('Grace Hopper'));
  await expect(page).toHaveURL('/');

  const menuButton = page.getByRole('button', { name: /Grace Hopper/ });
  await expect(menuButton).toContainText('GH');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const signedOut = page.getByRole('status');
  await expect(signedOut.getByText('Signed out')).toBeVisible();
  await expect(signedOut.getByText("You've been successfully logged out.")).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signInViaForm(page, member);
  await expect(page.getByRole('status').getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('status').getByText('Signed in as Grace Hopper')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: /Grace Hopper/ })).toContainText('GH');

  // The session is a server cookie: it survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();
});

test('wrong credentials show the exact failure toast', async ({ page }) => {
  await signInViaForm(page, { email: 'nobody@e2e.test', password: 'wrong-password' });
  const toast = page.getByRole('status');
  await expect(toast.getByText('Login failed')).toBeVisible();
  await expect(toast.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});

test('mismatched passwords are caught before anything is sent', async ({ page }) => {
  const member = newMember();
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(`${member.password}-typo`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByRole('status').getByText('Please make sure both passwords are the same')).toBeVisible();
  await expect(page).toHaveURL('/auth/register');
});

test('an admin lands on the admin panel and sees its menu item', async ({ page }) => {
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.getByRole('button', { name: /Administrator/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
});

test('protected pages send visitors to sign in, and members away from admin pages', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth/login');

  await registerViaForm(page);
  await page.goto('/admin/models');
  await expect(page).toHaveURL('/');
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
