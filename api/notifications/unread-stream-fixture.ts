/** Tests only: the live bell's stream opened over a real socket (inject cannot hold an answer open). */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { resourceUrl } from '@shared/http/resource';
import { unreadNotificationsResources } from '@shared/notifications/unread-resources';
import type { App } from '../test/test-app';

export const STREAM = resourceUrl(unreadNotificationsResources.stream);

/** The app's address, listening on a free port of this machine once asked. */
async function origin(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server listens on no port');
  return `http://127.0.0.1:${address.port}`;
}

export type OpenedStream = Awaited<ReturnType<typeof openStream>>;

/**
 * A browser's EventSource, reduced: the stream's answer, the counts it has sent so far, whether it ended, and the
 * whole body of an answer that ends (a refusal's JSON).
 */
export async function openStream(app: App, cookie?: string) {
  const counts: number[] = [];
  let ended = false;
  let text = '';
  let whole = '';
  const at = await origin(app);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const sent = httpRequest(`${at}${STREAM}`, { headers: { accept: 'text/event-stream', ...(cookie && { cookie }) } }, resolve);
    sent.on('error', reject);
    sent.end();
  });
  const body = new Promise<string>((resolve) => response.on('end', () => resolve(whole)));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    whole += chunk;
    text += chunk;
    // Each event ends with a blank line; `count` events carry `{ count }`.
    for (let end = text.indexOf('\n\n'); end !== -1; end = text.indexOf('\n\n')) {
      const event = text.slice(0, end);
      text = text.slice(end + 2);
      const data = /^event: count\ndata: (.*)$/m.exec(event)?.[1];
      if (data) counts.push((JSON.parse(data) as { count: number }).count);
    }
  });
  response.on('end', () => (ended = true));
  return { response, counts, ended: () => ended, body: () => body, close: () => response.destroy() };
}
