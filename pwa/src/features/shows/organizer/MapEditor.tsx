import { useId, useState, type MouseEvent } from 'react';
import { SHOW_MAP_SPOT_LABEL_MAX_LENGTH } from '@shared/shows/schemas';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { showWriteTexts as texts } from '../entry/writeTexts';
import { EditableRows } from '@/ui/editable-rows/EditableRows';
import { nextSpotNumber, spotRow, type SpotRow } from './setupValues';

interface MapEditorProps {
  imageUrl: string | null;
  spots: SpotRow[];
  onSpotsChange: (spots: SpotRow[]) => void;
  /** Uploads (or replaces) the picture at once; the spots are saved with the set-up. */
  onUpload: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
  busy: boolean;
}

/** The x/y inputs: a share of the picture's width or height. */
const shareInput = { type: 'number', min: 0, max: 1, step: 0.001 };

/** Shares of the picture as the schema wants them: 0–1, three decimals. */
const share = (offset: number, size: number) => String(Math.round(Math.min(1, Math.max(0, offset / size)) * 1000) / 1000);

/** The venue map: the picture (uploaded on its own), and numbered spots placed by clicking it or typed as x/y. */
export function MapEditor({ imageUrl, spots, onSpotsChange, onUpload, onRemove, busy }: MapEditorProps) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const placeSpot = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = share(event.clientX - box.left, box.width);
    const y = share(event.clientY - box.top, box.height);
    onSpotsChange([...spots, spotRow(nextSpotNumber(spots), x, y)]);
  };
  return (
    <fieldset className="show-setup__group">
      <legend>{texts.venueMap}</legend>
      <div className="show-panel__actions">
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {texts.mapImage}
          </label>
          <input id={fileId} type="file" accept="image/*" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        <Button variant="secondary" disabled={!file || busy} onClick={() => file && void onUpload(file)}>
          {texts.uploadMap}
        </Button>
        {imageUrl && (
          <Button variant="ghost" disabled={busy} onClick={() => void onRemove()}>
            {texts.removeMap}
          </Button>
        )}
      </div>
      {imageUrl && (
        <>
          <p className="show-list__note">{texts.mapHint}</p>
          <div className="show-setup__map">
            {/* Clicking places the next spot; the list below does the same from the keyboard. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
            <img src={imageUrl} alt={texts.venueMap} onClick={placeSpot} />
            {spots.map((spot) => (
              <span
                key={spot.key}
                className="show-setup__spot"
                style={{ left: `${Number(spot.x) * 100}%`, top: `${Number(spot.y) * 100}%` }}
                aria-hidden="true"
              >
                {spot.number}
              </span>
            ))}
          </div>
        </>
      )}
      <EditableRows
        rows={spots}
        onChange={onSpotsChange}
        noun={texts.spotNoun}
        nameOf={(spot) => spot.number}
        ordered={false}
        listLabel={texts.spots}
        addLabel={texts.addSpot}
        newRow={() => spotRow(nextSpotNumber(spots), '0.5', '0.5')}
      >
        {(_, field) => (
          <>
            <TextField label={texts.spotNumber} type="number" min={1} {...field('number')} />
            <TextField label={texts.spotLabel} maxLength={SHOW_MAP_SPOT_LABEL_MAX_LENGTH} {...field('label')} />
            <TextField label={texts.spotX} {...shareInput} {...field('x')} />
            <TextField label={texts.spotY} {...shareInput} {...field('y')} />
          </>
        )}
      </EditableRows>
    </fieldset>
  );
}
