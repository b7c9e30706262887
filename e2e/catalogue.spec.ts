import { expect, test, type Page } from '@playwright/test';
import { adminAccount, signInViaForm } from './support';

/** A valid 1×1 PNG, small enough for any upload limit. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

test('a visitor walks from the model list to a 1967 GTO trim', async ({ page }) => {
  await page.goto('/pontiac');
  await expect(page.getByRole('heading', { level: 1, name: 'Pontiac Models' })).toBeVisible();
  await page.getByRole('list', { name: 'Models' }).getByRole('link', { name: 'GTO', exact: true }).click();

  await expect(page).toHaveURL('/pontiac/gto');
  await expect(page.getByRole('heading', { level: 1, name: 'GTO' })).toBeVisible();
  await expect(page.locator('.years-badge').first()).toHaveText('1964–1974');
  await expect(page.getByRole('link', { name: 'Compare GTO' })).toHaveAttribute('href', '/pontiac/gto/compare');
  await expect(page.getByRole('link', { name: 'Compare the GTO with other models' })).toHaveAttribute('href', '/compare?model=gto');
  await page.getByRole('region', { name: 'Model Years' }).getByRole('link', { name: '1967 GTO' }).click();

  await expect(page).toHaveURL('/pontiac/gto/1967');
  await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Models' })).toHaveAttribute('href', '/pontiac');
  await expect(breadcrumb.getByRole('link', { name: 'GTO' })).toHaveAttribute('href', '/pontiac/gto');
  await expect(page.getByRole('link', { name: /1966 GTO/ })).toHaveAttribute('href', '/pontiac/gto/1966');
  await expect(page.getByRole('link', { name: /1968 GTO/ })).toHaveAttribute('href', '/pontiac/gto/1968');
  const yearSources = page.getByRole('region', { name: 'Sources' }).getByRole('link');
  await expect(yearSources.first()).toHaveAttribute('rel', /noopener/);
  await page.getByRole('region', { name: 'Trims' }).getByRole('link', { name: 'GTO', exact: true }).click();

  await expect(page).toHaveURL('/pontiac/gto/1967/gto');
  await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
  const specsTab = page.getByRole('tab', { name: 'Specifications' });
  await expect(specsTab).toHaveAttribute('aria-selected', 'true');
  const engines = page.getByRole('table', { name: 'Engine options' });
  await expect(engines.getByRole('columnheader', { name: 'Horsepower' })).toBeVisible();
  expect(await engines.getByRole('row').count()).toBeGreaterThan(1);

  // Arrow keys move between the tabs and show their panels.
  await specsTab.focus();
  await page.keyboard.press('ArrowRight');
  const issuesTab = page.getByRole('tab', { name: 'Common Issues' });
  await expect(issuesTab).toBeFocused();
  await expect(issuesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Common Issues' })).toBeVisible();
  await expect(engines).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'Restoration Tips' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link').first()).toBeVisible();

  // Keys typed faster than the page re-renders count from the focused tab: Home, then Right, is the second tab.
  await page.evaluate(() => {
    for (const key of ['Home', 'ArrowRight']) {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  });
  await expect(issuesTab).toBeFocused();
  await expect(issuesTab).toHaveAttribute('aria-selected', 'true');
});

test('unknown models, years and trims say so and link back', async ({ page }) => {
  await page.goto('/pontiac/no-such-model');
  await expect(page.getByRole('heading', { level: 1, name: 'Model Not Found' })).toBeVisible();
  await expect(page.getByText('The model "no-such-model" could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Models' })).toHaveAttribute('href', '/pontiac');

  // A year the model does not have is named by the model's name, with the years it does have.
  await page.goto('/pontiac/gto/1979');
  await expect(page.getByRole('heading', { level: 1, name: 'Year Not Found' })).toBeVisible();
  await expect(page.getByText('No 1979 page for the GTO.', { exact: true })).toBeVisible();
  const gtoYears = page.getByRole('navigation', { name: 'GTO years' }).getByRole('link');
  await expect(gtoYears).toHaveCount(11);
  await expect(gtoYears.first()).toHaveText('1964 GTO');
  await expect(page.getByRole('link', { name: 'Back to the Model' })).toHaveAttribute('href', '/pontiac/gto');
  await gtoYears.filter({ hasText: '1969 GTO' }).click();
  await expect(page).toHaveURL('/pontiac/gto/1969');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1969');

  await page.goto('/pontiac/gto/1967/no-such-trim');
  await expect(page.getByRole('heading', { level: 1, name: 'Trim Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the Year' })).toHaveAttribute('href', '/pontiac/gto/1967');
});

test('the decade filter and search narrow the list and live in the URL', async ({ page }) => {
  await page.goto('/pontiac');
  const models = page.getByRole('list', { name: 'Models' });
  await expect(models.getByRole('link', { name: 'GTO', exact: true })).toBeVisible();

  await page.getByLabel('Decade').selectOption('1980s');
  await expect(page).toHaveURL(/[?&]decade=1980s/);
  await expect(models.getByRole('link', { name: 'Fiero', exact: true })).toBeVisible();
  await expect(models.getByRole('link', { name: 'GTO', exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ of \d+ models$/)).toBeVisible();

  // The filter survives a reload, and the search text joins it in the URL.
  await page.reload();
  await expect(page.getByLabel('Decade')).toHaveValue('1980s');
  await page.getByLabel('Search models').fill('no such pontiac');
  await expect(page).toHaveURL(/[?&]q=no\+such\+pontiac/);
  await expect(page.getByRole('heading', { name: 'No models match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page.getByLabel('Search models')).toHaveValue('');
  await expect(page.getByLabel('Decade')).toHaveValue('');
  await expect(models.getByRole('link', { name: 'GTO', exact: true })).toBeVisible();

  // The header search lands here with ?q=.
  await page.goto('/pontiac?q=fiero');
  await expect(page.getByLabel('Search models')).toHaveValue('fiero');
  await expect(models.getByRole('link', { name: 'Fiero', exact: true })).toBeVisible();
  await expect(models.getByRole('link', { name: 'GTO', exact: true })).toHaveCount(0);
});

test('an admin creates a model, features it, manages its images and deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `E2E Tempest ${stamp}`;
  const slug = `e2e-tempest-${stamp}`;

  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/models');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Models' })).toBeVisible();

  // Create, after the shared schema's own messages.
  const addButton = page.getByRole('button', { name: 'Add Model' });
  await addButton.click();
  const form = page.getByRole('dialog', { name: 'Add Model' });
  await expect(form).toHaveAttribute('aria-modal', 'true');
  await expect(form.getByLabel('First Year')).toHaveValue('1964');
  await expect(form.getByLabel('Last Year')).toHaveValue('1974');
  await expect(form.getByRole('switch', { name: 'Featured on home page' })).toHaveAttribute('aria-checked', 'false');
  await form.getByRole('button', { name: 'Create Model' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Slug is required')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await expect(form.getByLabel('Slug')).toHaveValue(slug);
  await form.getByLabel('Description').fill('A browser-test model.');
  await form.getByLabel('Coupe').check();
  await form.getByRole('button', { name: 'Create Model' }).click();
  await expect(toast(page, 'Model created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(slug);
  await expect(row).toContainText('1964–1974');
  await expect(addButton).toBeFocused();

  // A slug that is taken: the server's answer shows as a toast and under the field.
  await addButton.click();
  await form.getByLabel('Name').fill('Another GTO');
  await form.getByLabel('Slug').fill('gto');
  await form.getByRole('button', { name: 'Create Model' }).click();
  await expect(toast(page, 'Failed to create model')).toBeVisible();
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // Edit, with the schema's cross-field rule first.
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Slug')).toHaveValue(slug);
  await edit.getByLabel('Last Year').fill('1963');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('First year must not be after last year')).toBeVisible();
  await edit.getByLabel('Last Year').fill('1970');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Model updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('1964–1970');

  // Featured toggle, persisted on the server.
  const featured = page.getByRole('switch', { name: `Feature ${name} on the home page` });
  await expect(featured).toHaveAttribute('aria-checked', 'false');
  await featured.click();
  await expect(featured).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(featured).toHaveAttribute('aria-checked', 'true');

  // Image gallery: refused file, preview, upload, caption, feature, reorder.
  const manageImages = row.getByRole('button', { name: /Manage images/ });
  await manageImages.click();
  const gallery = page.getByRole('dialog', { name: `Images for ${name}` });
  await expect(gallery.getByText(/No images yet/)).toBeVisible();
  const fileInput = gallery.getByLabel('Image file');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(toast(page, 'Invalid file type')).toBeVisible();
  await expect(toast(page, 'Please select an image file')).toBeVisible();

  for (const caption of ['Front view', 'Rear view']) {
    await fileInput.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(gallery.getByRole('img', { name: /^Preview of / })).toBeVisible();
    await gallery.getByLabel('Caption (optional)').fill(caption);
    await gallery.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toast(page, 'Upload successful')).toBeVisible();
    await expect(toast(page, 'Image has been uploaded successfully')).toBeVisible();
    await expect(gallery.getByRole('img', { name: /^Preview of / })).toBeHidden();
  }
  const images = gallery.getByRole('listitem');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toContainText('#1');
  await expect(images.nth(1)).toContainText('#2');

  const caption = gallery.getByLabel('Caption for image 1');
  await expect(caption).toHaveValue('Front view');
  await caption.fill('Rally II wheels');
  await gallery.getByRole('button', { name: 'Save caption for image 1' }).click();
  await expect(toast(page, 'Caption updated successfully')).toBeVisible();

  await gallery.getByRole('button', { name: 'Set as featured (image 2)' }).click();
  await expect(toast(page, 'Featured image updated')).toBeVisible();
  await expect(gallery.getByRole('listitem', { name: 'Image 2, featured' })).toContainText('Featured');

  await gallery.getByRole('button', { name: 'Move up (image 2)' }).click();
  await expect(gallery.getByRole('listitem', { name: 'Image 1, featured' })).toBeVisible();
  await expect(gallery.getByLabel('Caption for image 1')).toHaveValue('Rear view');
  await expect(gallery.getByLabel('Caption for image 2')).toHaveValue('Rally II wheels');

  // Escape closes the dialog and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(manageImages).toBeFocused();

  // The public page shows the gallery in display order.
  await page.goto(`/pontiac/${slug}`);
  const publicGallery = page.getByRole('region', { name: 'Gallery' });
  await expect(publicGallery.getByRole('img')).toHaveCount(2);
  await expect(publicGallery.getByRole('figure').nth(1)).toContainText('Rally II wheels');

  // Delete, after the exact confirmation.
  await page.goto('/admin/models');
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Model' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}? This action cannot be undone.`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Model deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/pontiac/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Model Not Found' })).toBeVisible();
});
