import { expect, request as playwrightRequest } from '@playwright/test';
import { postPageSchema } from '../../shared/community/responses';
import { baseURL as appURL } from '../../playwright.config';
import { signUp } from '../show-support';
import { test } from './fixtures';
import { byText, fieldLabelled, signIn, textShown, workerInControl } from './page-states';

const BACK_ONLINE_MS = 30_000;
const WAITING_POSTS = '[aria-label="Posts waiting on this device"]';

test('a post written with no signal waits on the device and reaches the forum once when the signal returns', async ({
  engine,
  network,
}) => {
  test.setTimeout(120_000);
  const server = await playwrightRequest.newContext({ baseURL: appURL });
  const member = await signUp(server, 'Wendy Writer');
  const postsTitled = async (title: string) =>
    postPageSchema
      .parse(await (await server.get('/api/posts?community=gto&sort=new&limit=50')).json())
      .items.filter((post) => post.title === title).length;

  await signIn(engine, member);
  await engine.goto('/community/gto');
  await workerInControl(engine);
  await engine.goto('/post/new?community=gto');
  await engine.waitUntil('the post form', () => document.querySelector('textarea') !== null, undefined);

  network.set('offline');
  const title = `Rally wheels, 15 inch, ${engine.engine} ${Date.now()}`;
  await engine.fill(fieldLabelled('Title'), title);
  await engine.fill(fieldLabelled('Body'), 'Four of them, with centre caps. Anyone at the swap meet?');
  await engine.click(byText('button', 'Post'));
  await engine.waitUntil('the post waiting on the device', textShown, { selector: WAITING_POSTS, text: title });
  expect(await postsTitled(title)).toBe(0);

  network.set('normal');
  await expect.poll(() => postsTitled(title), { timeout: BACK_ONLINE_MS }).toBe(1);
  await engine.waitUntil(
    'the waiting post gone once sent',
    (selector) => document.querySelector(selector) === null,
    WAITING_POSTS,
    BACK_ONLINE_MS,
  );
  await engine.reload();
  await engine.waitUntil('the post in the forum', textShown, { selector: 'main a', text: title });
  expect(await postsTitled(title)).toBe(1);
  await server.dispose();
});
