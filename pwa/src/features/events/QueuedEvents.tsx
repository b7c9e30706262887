import { queuedOfKind, useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import { QueuedEventCard } from './QueuedEventCard';

/** Events made on this device that still wait to reach the server; nothing when there are none. */
export function QueuedEvents() {
  const queued = queuedOfKind(useQueuedWrites(), 'event');
  if (queued.length === 0) return null;
  return (
    <section className="events-section" aria-labelledby="queued-events-title">
      <h2 id="queued-events-title">On this device ({queued.length})</h2>
      <p className="events-section__hint">Sent automatically when you are online; nothing is sent twice.</p>
      <div className="events-grid">
        {queued.map((item) => (
          <QueuedEventCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
