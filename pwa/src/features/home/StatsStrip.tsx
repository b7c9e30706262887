import { HOME_STATS } from './stats';

export function StatsStrip() {
  return (
    <section className="stats" aria-label="Community in numbers">
      <dl className="stats__list">
        {HOME_STATS.map((stat) => (
          <div key={stat.label} className="stats__item">
            <dt className="stats__label">{stat.label}</dt>
            <dd className="stats__value">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
