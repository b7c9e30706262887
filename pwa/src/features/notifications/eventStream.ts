import { nextRetryDelay, retryAfterMs, returnDelay, type RandomSource } from '@shared/offline/retry-timing';

/** One server-sent event: its type (`message` when it names none) and its data lines joined. */
export interface StreamEvent {
  type: string;
  data: string;
}

/** Calls `onEvent` for each event of a `text/event-stream` body until it ends; comments and `retry:` are skipped. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let type = 'message';
  let data: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const lines = (pending + decoder.decode(value, { stream: true })).split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === '') {
        if (data.length > 0) onEvent({ type, data: data.join('\n') });
        type = 'message';
        data = [];
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const fieldValue = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = fieldValue;
      else if (field === 'data') data.push(fieldValue);
    }
  }
}

/**
 * Keeps a server-sent-event stream open, with fetch rather than EventSource: EventSource reopens a dropped stream
 * after the same fixed wait on every phone, and never shows a 429's Retry-After. Here a stream that broke off after
 * working is reopened after a random part of the return window, repeated failures back off with full jitter, a
 * Retry-After is waited out (shared/offline/retry-timing.ts), and a refusal (a 401 once signed out) is not asked
 * again. Returns the function that closes it for good.
 */
export function keepEventStreamOpen(url: string, onEvent: (event: StreamEvent) => void, random: RandomSource = Math.random): () => void {
  const leaving = new AbortController();
  let failures = 0;
  let reopen: ReturnType<typeof setTimeout> | undefined;

  const open = async () => {
    let status: number | null = null;
    let serverWait: number | null = null;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream' },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: leaving.signal,
      });
      if (response.ok && response.body) {
        await readEvents(response.body, (event) => {
          failures = 0;
          onEvent(event);
        });
      } else {
        status = response.status;
        serverWait = retryAfterMs(response.headers.get('Retry-After'), Date.now());
      }
    } catch {
      // No answer, or the stream broke off: opened again below, unless this is the close.
    }
    if (leaving.signal.aborted) return;
    failures += 1;
    // A stream that worked and broke off: every phone at the venue lost it in the same second.
    const brokeOff = failures === 1 && status === null;
    const delay = brokeOff ? returnDelay(random) : nextRetryDelay({ failures, status, retryAfterMs: serverWait }, random);
    if (delay !== null) reopen = setTimeout(() => void open(), delay);
  };

  void open();
  return () => {
    leaving.abort();
    clearTimeout(reopen);
  };
}
