import { useState, type FormEvent } from 'react';
import { yearListSchema } from '@shared/catalogue/responses';
import { MAX_COMPARE_MODELS, addRefusal, catalogueCompareId } from '@shared/compare/selection';
import { compareTexts } from '@shared/compare/texts';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { useModels } from '@/features/catalogue';
import { useModelYear } from '@/features/catalogue/public/useModelYear';
import { Button } from '@/ui/Button';
import { SelectField, type SelectOption } from '@/ui/SelectField';

interface CataloguePickerProps {
  selection: readonly string[];
  onAdd: (id: string) => void;
  /** A model slug to start from, e.g. from /compare?model=gto. */
  initialModel?: string;
  /** A year of that model to start from, e.g. from /compare?model=gto&year=1967. */
  initialYear?: number | null;
}

/**
 * Model → year → trim from the catalogue, fetched only as the user narrows down (GET /api/models, then
 * /api/models/{slug}/years and /api/models/{slug}/years/{year}); react-query caches every answer.
 * Offline, the catalogue is simply not offered.
 */
export function CataloguePicker({ selection, onAdd, initialModel = '', initialYear = null }: CataloguePickerProps) {
  const models = useModels();
  const [chosenModel, setModel] = useState(initialModel);
  const [year, setYear] = useState<number | null>(initialYear);
  const [trim, setTrim] = useState('');

  const modelList = models.data ?? [];
  // A suggested model that is not in the catalogue is ignored.
  const model = modelList.some((item) => item.slug === chosenModel) ? chosenModel : '';
  const years = useApiQuery(queryKeys.models.years(model), yearListSchema, model !== '');
  const modelYear = useModelYear(model, year);

  const yearOptions = (years.data ?? []).filter((item) => item.trimCount > 0).map((item) => item.year);
  const trims = modelYear.data?.trims ?? [];
  const id = model && year !== null && trim ? catalogueCompareId({ modelSlug: model, year, trimSlug: trim }) : null;
  const refusal = id ? addRefusal(selection, id) : null;
  const full = selection.length >= MAX_COMPARE_MODELS;
  // "Full" is announced once for the whole page; only a repeat is explained here.
  const message = refusal === 'duplicate' ? compareTexts.duplicate : '';
  const offline = models.isError || years.isError || modelYear.isError;

  const modelOptions: SelectOption[] = [
    { value: '', label: models.isPending ? compareTexts.catalogueLoading : compareTexts.chooseModel },
    ...modelList.map((item) => ({ value: item.slug, label: item.name })),
  ];
  const yearSelectOptions: SelectOption[] = [
    {
      value: '',
      label: model && years.isSuccess && yearOptions.length === 0 ? compareTexts.noYears : compareTexts.chooseYear,
    },
    ...yearOptions.map((value) => ({ value: String(value), label: String(value) })),
  ];
  const trimOptions: SelectOption[] = [
    { value: '', label: year !== null && modelYear.isSuccess && trims.length === 0 ? compareTexts.noTrims : compareTexts.chooseTrim },
    ...trims.map((item) => ({ value: item.slug, label: item.name })),
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!id || refusal) return;
    onAdd(id);
    setTrim('');
  };

  return (
    <form className="compare-picker compare-catalogue card" aria-labelledby="compare-catalogue-title" onSubmit={onSubmit}>
      <h2 className="compare-picker__legend" id="compare-catalogue-title">
        {compareTexts.catalogueLegend}
      </h2>
      <p className="compare-picker__hint">{compareTexts.catalogueHint}</p>
      {offline ? (
        <p className="compare-picker__notice" role="status">
          {compareTexts.catalogueOffline}
        </p>
      ) : null}
      <div className="compare-catalogue__fields">
        <SelectField
          label={compareTexts.modelLabel}
          name="catalogue-model"
          options={modelOptions}
          value={model}
          disabled={!models.isSuccess}
          onChange={(event) => {
            setModel(event.target.value);
            setYear(null);
            setTrim('');
          }}
        />
        <SelectField
          label={compareTexts.yearLabel}
          name="catalogue-year"
          options={yearSelectOptions}
          value={year === null ? '' : String(year)}
          disabled={!model || !years.isSuccess || yearOptions.length === 0}
          onChange={(event) => {
            setYear(event.target.value ? Number(event.target.value) : null);
            setTrim('');
          }}
        />
        <SelectField
          label={compareTexts.trimLabel}
          name="catalogue-trim"
          options={trimOptions}
          value={trim}
          disabled={year === null || !modelYear.isSuccess || trims.length === 0}
          onChange={(event) => setTrim(event.target.value)}
        />
        <Button type="submit" className="compare-catalogue__add" disabled={!id || refusal !== null || full}>
          {compareTexts.addFromCatalogue}
        </Button>
      </div>
      <p className="compare-picker__message" aria-live="polite">
        {message}
      </p>
    </form>
  );
}
