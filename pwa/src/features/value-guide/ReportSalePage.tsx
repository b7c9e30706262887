import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import { CAR_CONDITIONS, tierOfCondition, valueGuideHref } from '@shared/valuations/car-value';
import { parseYearParam } from '@shared/valuations/guide';
import { saleResources } from '@shared/valuations/sale-resources';
import { SALE_VENUES, saleReportInputSchema, saleTexts as texts } from '@shared/valuations/sales';
import { tierName } from '@shared/valuations/tiers';
import { useCurrentUser, useOutboxMember } from '@/features/auth';
import { writeAsDeclared } from '@/outbox/kinds/declared';
import { submit, writeFailureMessage } from '@/outbox/page/submit';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { useZodForm } from '@/ui/form/useZodForm';
import { SelectField } from '@/ui/SelectField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { MySaleReports } from './MySaleReports';
import { useModelNames } from './useModelNames';

/** The form as typed: every field text, read into a report by the shared rule. */
interface SaleFormValues {
  modelSlug: string;
  year: string;
  trim: string;
  priceUsd: string;
  soldOn: string;
  condition: string;
  venue: string;
  place: string;
  listingUrl: string;
  vin: string;
  note: string;
}

const numberOrText = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[$,\s]/g, '')));

/**
 * /tools/value-guide/report-sale: a member reports a sale they saw. It goes through the outbox: sent at once online,
 * kept on the device with no signal and sent once when the signal returns; an admin reviews it before it shows. Below
 * the form, the member's own reports and where each stands.
 */
export default function ReportSalePage() {
  usePageTitle(texts.report);
  const { user } = useCurrentUser();
  const { member } = useOutboxMember();
  const { models, nameOf } = useModelNames();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [id] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm({
    initialValues: (): SaleFormValues => ({
      modelSlug: params.get('model') ?? '',
      year: String(parseYearParam(params.get('year')) ?? ''),
      trim: params.get('trim') ?? '',
      priceUsd: '',
      soldOn: '',
      condition: '',
      venue: '',
      place: '',
      listingUrl: '',
      vin: '',
      note: '',
    }),
    parse: (values) =>
      saleReportInputSchema.safeParse({
        ...values,
        id,
        year: numberOrText(values.year),
        priceUsd: numberOrText(values.priceUsd),
        condition: numberOrText(values.condition),
        venue: values.venue || undefined,
      }),
  });

  if (!user) {
    return (
      <section className="page stack" aria-labelledby="page-title">
        <h1 id="page-title">{texts.report}</h1>
        <p>{texts.formLead}</p>
        <div>
          <ButtonLink to={LOGIN_PATH}>{texts.signInToReport}</ButtonLink>
        </div>
      </section>
    );
  }

  const send = form.handleSubmit(
    (sale) => {
      if (!member) return;
      setBusy(true);
      setProblem(null);
      const write = writeAsDeclared(saleResources.report, { body: sale }, `${texts.report}: ${sale.year} ${sale.trim}`);
      submit(write, member)
        .then((answer) => {
          toast({ title: answer.result === 'sent' ? texts.reported : texts.queued });
          void navigate(valueGuideHref({ modelSlug: sale.modelSlug, year: sale.year, trim: sale.trim }));
        })
        .catch((error: unknown) => setProblem(writeFailureMessage(error) ?? texts.failed))
        .finally(() => setBusy(false));
    },
    { skip: busy },
  );

  return (
    <section className="page stack" aria-labelledby="page-title">
      <h1 id="page-title">{texts.report}</h1>
      <p>{texts.formLead}</p>
      <form className="stack report-sale" noValidate onSubmit={send}>
        <SelectField
          label={texts.modelLabel}
          value={form.values.modelSlug}
          error={form.errors.modelSlug}
          onChange={(event) => form.set('modelSlug', event.target.value)}
          options={[{ value: '', label: texts.choose }, ...models.map((model) => ({ value: model.slug, label: model.name }))]}
        />
        <TextField label={texts.yearLabel} inputMode="numeric" {...form.field('year')} />
        <TextField label={texts.trimLabel} {...form.field('trim')} />
        <TextField label={texts.priceLabel} inputMode="numeric" {...form.field('priceUsd')} />
        <TextField label={texts.soldOnLabel} type="date" {...form.field('soldOn')} />
        <SelectField
          label={texts.conditionLabel}
          value={form.values.condition}
          error={form.errors.condition}
          onChange={(event) => form.set('condition', event.target.value)}
          options={[
            { value: '', label: texts.choose },
            ...CAR_CONDITIONS.map((condition) => ({ value: String(condition), label: tierName(tierOfCondition(condition)) })),
          ]}
        />
        <SelectField
          label={texts.venueLabel}
          value={form.values.venue}
          error={form.errors.venue}
          onChange={(event) => form.set('venue', event.target.value)}
          options={[{ value: '', label: texts.choose }, ...SALE_VENUES.map((venue) => ({ value: venue, label: texts.venues[venue] }))]}
        />
        <TextField label={texts.placeLabel} {...form.field('place')} />
        <TextField label={texts.listingLabel} type="url" inputMode="url" {...form.field('listingUrl')} />
        <TextField label={texts.vinLabel} autoCapitalize="characters" {...form.field('vin')} />
        <TextAreaField label={texts.noteLabel} {...form.field('note')} />
        {problem && <p role="alert">{problem}</p>}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? texts.sending : texts.send}
          </Button>
        </div>
      </form>
      <MySaleReports nameOf={nameOf} />
    </section>
  );
}
