import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { adminTexts } from '@shared/admin/texts';
import { carName } from '@shared/catalogue/car-name';
import { formatUsd } from '@shared/format/number';
import { tierOfCondition } from '@shared/valuations/car-value';
import { formatLastUpdated } from '@shared/valuations/format';
import { SALE_IMPORT_MAX_CHARACTERS, saleImportTexts as texts, type SaleImportResult } from '@shared/valuations/sale-import';
import { saleResources } from '@shared/valuations/sale-resources';
import { tierName } from '@shared/valuations/tiers';
import { callResource } from '@/http/resources';
import { Button } from '@/ui/Button';
import { toastFailure, toastSuccess } from '../adminToast';
import { AdminTable } from '../list/AdminTable';

/**
 * Auction results from a CSV file (shared/valuations/sale-import.ts): the admin picks the file and sees what it would
 * add and what it refuses, then imports it. The file is read here and sent as text; the server parses and checks it,
 * both times, so the import adds exactly what it then answers (a row imported since the preview is refused).
 */
export function SaleImport() {
  const fileId = useId();
  const hintId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<SaleImportResult | null>(null);
  const previewing = useMutation({
    mutationFn: (text: string) => callResource(saleResources.importPreview, { body: { csv: text } }),
    onSuccess: setPreview,
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
  });
  const importing = useMutation({
    mutationFn: (text: string) => callResource(saleResources.importCsv, { body: { csv: text } }),
    onSuccess: (result) => {
      toastSuccess(texts.imported(result.added));
      setPreview(result.added === 0 ? result : null);
      if (result.added > 0) setCsv(null);
    },
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
  });
  const busy = previewing.isPending || importing.isPending;

  return (
    <section className="card stack" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>{texts.title}</h2>
      <p id={hintId} className="field__hint">
        {texts.lead}
      </p>
      <form
        className="cluster"
        onSubmit={(event) => {
          event.preventDefault();
          if (csv === null) toastFailure(adminTexts.actionFailed, null, texts.csvRequired);
          else previewing.mutate(csv);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {texts.fileLabel}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            onChange={(event) => {
              setPreview(null);
              const file = event.currentTarget.files?.[0];
              if (!file) return setCsv(null);
              // Not read into memory when it cannot be within the limit (a character is at most 4 bytes).
              if (file.size > SALE_IMPORT_MAX_CHARACTERS * 4) return toastFailure(adminTexts.actionFailed, null, texts.tooLarge);
              void file.text().then(setCsv);
            }}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy || csv === null}>
          {previewing.isPending ? texts.previewing : texts.preview}
        </Button>
      </form>
      {preview && <ImportPreview preview={preview} />}
      {preview && csv !== null && preview.toAdd.length > 0 && preview.added === 0 && (
        <div>
          <Button onClick={() => importing.mutate(csv)} disabled={busy}>
            {importing.isPending ? texts.importing : texts.importNow(preview.toAdd.length)}
          </Button>
        </div>
      )}
    </section>
  );
}

function ImportPreview({ preview }: { preview: SaleImportResult }) {
  return (
    <>
      <h3>{texts.toAddTitle(preview.toAdd.length)}</h3>
      {preview.toAdd.length === 0 ? (
        <p>{texts.nothingToAdd}</p>
      ) : (
        <AdminTable
          caption={texts.toAddTitle(preview.toAdd.length)}
          columns={[texts.lineHeader, texts.carHeader, texts.saleHeader]}
          withActions={false}
        >
          {preview.toAdd.map(({ line, modelName, sale }) => (
            <tr key={line}>
              <td>{line}</td>
              <td>{carName(sale.year, modelName, sale.trim)}</td>
              <td>
                {formatUsd(sale.priceUsd)}, {tierName(tierOfCondition(sale.condition))}, {formatLastUpdated(sale.soldOn)}, {sale.place}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {preview.refused.length > 0 && (
        <>
          <h3>{texts.refusedTitle(preview.refused.length)}</h3>
          <AdminTable
            caption={texts.refusedTitle(preview.refused.length)}
            columns={[texts.lineHeader, texts.reasonHeader]}
            withActions={false}
          >
            {preview.refused.map(({ line, reason }) => (
              <tr key={line}>
                <td>{line}</td>
                <td>{reason}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </>
  );
}
