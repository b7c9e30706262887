import { LAYOUT_GUIDES, vinTexts, type LayoutGuide } from '@shared/vin/texts';
import type { VinDecoding } from '@shared/vin/types';

interface VinBreakdownGuideProps {
  decoding: VinDecoding | null;
}

/**
 * Position by position: for a decoded VIN, the layout it was read in with its own characters; the other
 * layouts follow, folded. Before a decode (or for a VIN of the wrong length) every layout is shown.
 */
export function VinBreakdownGuide({ decoding }: VinBreakdownGuideProps) {
  const current = decoding && decoding.layout !== 'invalid' ? LAYOUT_GUIDES.find((guide) => guide.layout === decoding.layout) : undefined;
  const others = LAYOUT_GUIDES.filter((guide) => guide !== current);

  return (
    <section className="vin-guide card" aria-labelledby="vin-guide-title">
      <h2 id="vin-guide-title">{vinTexts.guideTitle}</h2>
      {current && decoding ? (
        <>
          <LayoutIntro guide={current} />
          <table className="vin-table">
            <caption className="visually-hidden">
              {current.title}: {decoding.vin}
            </caption>
            <thead>
              <tr>
                <th scope="col">{vinTexts.guideColumns.positions}</th>
                <th scope="col">{vinTexts.guideColumns.meaning}</th>
                <th scope="col">{vinTexts.guideColumns.characters}</th>
                <th scope="col">{vinTexts.guideColumns.decoded}</th>
              </tr>
            </thead>
            <tbody>
              {decoding.segments.map((segment) => (
                <tr key={segment.positions}>
                  <th scope="row">{segment.positions}</th>
                  <td>{current.rows.find((row) => row.positions === segment.positions)?.meaning ?? segment.meaning}</td>
                  <td>
                    <code>{segment.characters}</code>
                  </td>
                  <td>{segment.decoded}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <details className="vin-guide__others">
            <summary>{vinTexts.guideOtherLayouts}</summary>
            {others.map((guide) => (
              <GenericLayout key={guide.layout} guide={guide} />
            ))}
          </details>
        </>
      ) : (
        <>
          <p>{vinTexts.guideAllLayoutsLead}</p>
          {others.map((guide) => (
            <GenericLayout key={guide.layout} guide={guide} />
          ))}
        </>
      )}
    </section>
  );
}

function LayoutIntro({ guide }: { guide: LayoutGuide }) {
  return (
    <>
      <h3 className="vin-guide__layout-title">{guide.title}</h3>
      <p>{guide.intro}</p>
    </>
  );
}

function GenericLayout({ guide }: { guide: LayoutGuide }) {
  return (
    <div className="vin-guide__layout">
      <LayoutIntro guide={guide} />
      <table className="vin-table">
        <caption className="visually-hidden">{guide.title}</caption>
        <thead>
          <tr>
            <th scope="col">{vinTexts.guideColumns.positions}</th>
            <th scope="col">{vinTexts.guideColumns.meaning}</th>
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((row) => (
            <tr key={row.positions}>
              <th scope="row">{row.positions}</th>
              <td>{row.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
