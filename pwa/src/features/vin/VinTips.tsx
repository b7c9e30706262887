import { vinTexts, WHERE_TO_FIND_TIPS } from '@shared/vin/texts';

export function VinTips() {
  return (
    <section className="vin-tips card" aria-labelledby="vin-tips-title">
      <h2 id="vin-tips-title">{vinTexts.tipsTitle}</h2>
      <ul>
        {WHERE_TO_FIND_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
