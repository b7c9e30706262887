import { BUILTIN_COMPARE_MODELS } from '../../shared/compare/builtin';
import { test } from './fixtures';
import { byText, fieldLabelled, headingShown, mirrorFilled, textShown, workerInControl } from './page-states';

const compared = BUILTIN_COMPARE_MODELS.slice(0, 2);

test('the worker takes control; the catalogue, a model page, the VIN decoder and compare then work with no signal, after a reload', async ({
  engine,
  network,
}) => {
  test.setTimeout(120_000);
  await engine.goto('/');
  await workerInControl(engine);
  await mirrorFilled(engine);

  network.set('offline');
  await engine.reload();
  await engine.waitUntil('the home page, from the device', headingShown, { level: 1, name: 'The home of the Pontiac enthusiast' });

  await engine.goto('/pontiac');
  await engine.waitUntil('the model list, from the device', textShown, { selector: '[aria-label="Models"] a', text: 'GTO' });
  await engine.goto('/pontiac/gto');
  await engine.waitUntil('the GTO page, from the device', headingShown, { level: 1, name: 'GTO' });

  await engine.goto('/tools/vin-decoder');
  await engine.fill(fieldLabelled('VIN'), '2W87Z9N123456');
  await engine.click(byText('button', 'Decode'));
  await engine.waitUntil('the VIN decoded on the device', textShown, { selector: 'main', text: 'Norwood, Ohio' });

  await engine.goto(`/compare?models=${compared.map((entry) => entry.value).join(',')}`);
  for (const entry of compared) {
    await engine.waitUntil(`${entry.label} compared on the device`, textShown, { selector: 'table th', text: entry.label });
  }
});
