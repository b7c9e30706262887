import { useId } from 'react';
import type { EngineSpec } from '@shared/catalogue/types';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { formatCount } from '../format';

const MISSING = '—';

/**
 * Engine options with displacement, horsepower and torque; '—' where a figure is unknown. An engine's note
 * for this trim and year ("automatic only") follows its name; one engine may have a row per note.
 */
export function EngineTable({ engines }: { engines: readonly EngineSpec[] }) {
  const captionId = useId();
  return (
    <ScrollBox labelledBy={captionId}>
      <table className="spec-table">
        <caption id={captionId}>Engine options</caption>
        <thead>
          <tr>
            <th scope="col">Engine</th>
            <th scope="col">Displacement</th>
            <th scope="col" className="numeric">
              Horsepower
            </th>
            <th scope="col" className="numeric">
              Torque
            </th>
          </tr>
        </thead>
        <tbody>
          {engines.map((engine) => (
            <tr key={`${engine.name} ${engine.note ?? ''}`}>
              <th scope="row">
                {engine.name}
                {engine.note && <span className="catalogue-muted"> ({engine.note})</span>}
              </th>
              <td>{engine.displacement ?? MISSING}</td>
              <td className="numeric">{engine.horsepower === undefined ? MISSING : `${formatCount(engine.horsepower)} hp`}</td>
              <td className="numeric">{engine.torque === undefined ? MISSING : `${formatCount(engine.torque)} lb-ft`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
