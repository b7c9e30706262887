import { z } from 'zod';
import { CATALOGUE_FIRST_YEAR, CATALOGUE_LAST_YEAR } from '../catalogue/years';
import { optionalText, optionalWebAddress, requiredText } from '../text/fields';
import { decodeVin } from '../vin/decode';
import { vinMismatches } from '../vin/car-mismatches';
import { CAR_CONDITIONS } from './car-value';

/**
 * A sale a member saw (at an auction or privately), as evidence for the value guide: it waits for an admin's review,
 * then is approved (public, credited to its reporter) or declined with a reason. Its reporter may remove it until it
 * is reviewed.
 */
export const SALE_VENUES = ['auction', 'private'] as const;
export const SALE_STATES = ['waiting', 'approved', 'declined'] as const;
export type SaleState = (typeof SALE_STATES)[number];
export const SALE_PRICE_MAX = 10_000_000;
export const SALE_PLACE_MAX = 120;
export const SALE_NOTE_MAX = 500;
export const SALE_LISTING_MAX = 2_000;
export const SALE_DECLINE_REASON_MAX = 300;
/** A VIN this decoder cannot read is refused from this model year on: earlier serial numbers vary by plant and year. */
export const SALE_VIN_READABLE_FROM = 1965;

export const saleTexts = {
  report: 'Report a sale',
  modelRequired: 'Choose a model',
  unknownModel: 'No such model in the catalogue',
  yearOutside: (model: string, first: number, last: number) => `The ${model} was sold as a ${first}–${last} model`,
  yearRequired: `Enter a model year from ${CATALOGUE_FIRST_YEAR} to ${CATALOGUE_LAST_YEAR}`,
  trimRequired: 'Say which trim it was',
  priceRequired: 'Enter the price in whole US dollars',
  priceTooHigh: `A price must be at most $${SALE_PRICE_MAX.toLocaleString('en-US')}`,
  soldOnRequired: 'Enter the date of the sale',
  soldOnFuture: 'The date of the sale cannot be in the future',
  conditionRequired: 'Choose the car’s condition',
  venueRequired: 'Say whether it sold at an auction or privately',
  placeRequired: 'Say where it sold: the auction house, or the place of a private sale',
  listingInvalid: 'The listing must be an http:// or https:// address',
  vinUnreadable: 'That VIN cannot be read: check it against the car',
  noteTooLong: `Keep the note to ${SALE_NOTE_MAX} characters`,
  reported: 'Sale reported: an admin will review it.',
  waiting: 'Waiting for an admin’s review',
  approved: 'Approved: shown in the value guide',
  declined: (reason: string) => `Declined: ${reason}`,
  remove: 'Remove',
  removed: 'Sale report removed.',
  removeFailed: 'The sale report could not be removed',
  mineTitle: 'Your sale reports',
  notFound: 'No such sale report',
  alreadyReviewed: 'This sale has already been reviewed',
  idTaken: 'This sale report was already sent by someone else',
  reasonRequired: 'Say why the sale is declined',
  reasonTooLong: `Keep the reason to ${SALE_DECLINE_REASON_MAX} characters`,
  // The admin's Sales tab.
  queueTitle: 'Sales reported for the value guide',
  queueEmpty: 'No sale waits for review.',
  approve: 'Approve',
  decline: 'Decline',
  declineReason: 'Why is it declined?',
  approvedToast: 'Sale approved: it is in the value guide.',
  declinedToast: 'Sale declined.',
  // The value guide and the report form.
  evidenceTitle: 'Sales behind this value',
  evidenceSummary: (count: number, lowest: string, highest: string, median: string) =>
    count === 1
      ? `1 sale in the last 24 months: ${lowest}`
      : `${count} sales in the last 24 months: ${lowest}–${highest}, median ${median}`,
  noSales: 'No sale reported in the last 24 months.',
  soldAs: (price: string, tier: string, date: string) => `${price}, ${tier}, sold ${date}`,
  reportedBy: (name: string) => `reported by ${name}`,
  listing: 'Listing',
  signInToReport: 'Sign in to report a sale',
  formLead: 'Tell the club what a Pontiac sold for: an admin checks it, then it shows in the value guide, credited to you.',
  modelLabel: 'Model',
  yearLabel: 'Model year',
  trimLabel: 'Trim',
  priceLabel: 'Price (USD)',
  soldOnLabel: 'Date of the sale',
  conditionLabel: 'Condition',
  venueLabel: 'Sold',
  venues: { auction: 'At an auction', private: 'Privately' },
  placeLabel: 'Where (auction house, or town of a private sale)',
  listingLabel: 'Listing address (optional)',
  vinLabel: 'VIN (optional)',
  noteLabel: 'Note (optional)',
  send: 'Report this sale',
  sending: 'Reporting…',
  queued: 'Sale saved on this device: it is sent when the signal returns.',
  failed: 'The sale could not be reported',
  choose: 'Choose…',
} as const;

/** "YYYY-MM-DD" today in UTC, a day ahead: a sale reported late in the evening west of Greenwich is not in the future. */
const latestSaleDate = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const conditionSchema = z.union(
  CAR_CONDITIONS.map((tier) => z.literal(tier)),
  { error: saleTexts.conditionRequired },
);

const saleFields = {
  modelSlug: z.string({ error: saleTexts.modelRequired }).trim().min(1, saleTexts.modelRequired).max(100),
  year: z
    .number({ error: saleTexts.yearRequired })
    .int(saleTexts.yearRequired)
    .min(CATALOGUE_FIRST_YEAR, saleTexts.yearRequired)
    .max(CATALOGUE_LAST_YEAR, saleTexts.yearRequired),
  trim: requiredText(saleTexts.trimRequired, 'Trim', 100),
  priceUsd: z
    .number({ error: saleTexts.priceRequired })
    .int(saleTexts.priceRequired)
    .positive(saleTexts.priceRequired)
    .max(SALE_PRICE_MAX, saleTexts.priceTooHigh),
  soldOn: z.iso.date({ error: saleTexts.soldOnRequired }).refine((date) => date <= latestSaleDate(), saleTexts.soldOnFuture),
  condition: z.union(
    CAR_CONDITIONS.map((tier) => z.literal(tier)),
    { error: saleTexts.conditionRequired },
  ),
  venue: z.enum(SALE_VENUES, { error: saleTexts.venueRequired }),
  place: requiredText(saleTexts.placeRequired, 'Where it sold', SALE_PLACE_MAX),
  listingUrl: optionalWebAddress('Listing', SALE_LISTING_MAX, saleTexts.listingInvalid),
  vin: optionalText('VIN', 17).transform((vin) => vin?.toUpperCase() ?? null),
  note: optionalText('Note', SALE_NOTE_MAX),
};

/**
 * A sale as reported. `id` is made on the device, so a report sent again (a lost answer, the outbox after a signal
 * gap) is recognised and counted once. A VIN is checked against the model and year by the app's decoder.
 */
export const saleReportInputSchema = z.object({ id: z.uuid(), ...saleFields }).superRefine((sale, context) => {
  if (!sale.vin) return;
  const decoded = decodeVin(sale.vin);
  if (decoded.layout === 'invalid') {
    if (sale.year >= SALE_VIN_READABLE_FROM) context.addIssue({ code: 'custom', path: ['vin'], message: saleTexts.vinUnreadable });
    return;
  }
  // The series as the decoder reads it names the model the VIN says ("The VIN reads as a Firebird").
  const car = { modelSlug: sale.modelSlug, year: sale.year, engine: null };
  for (const mismatch of vinMismatches(sale.vin, car, () => decoded.series)) {
    if (mismatch.field === 'model' || mismatch.field === 'year')
      context.addIssue({ code: 'custom', path: ['vin'], message: mismatch.message });
  }
});
export type SaleReportInput = z.input<typeof saleReportInputSchema>;

const saleOutputFields = {
  id: z.uuid(),
  modelSlug: z.string(),
  year: z.number().int(),
  trim: z.string(),
  priceUsd: z.number().int(),
  /** YYYY-MM-DD. */
  soldOn: z.string(),
  condition: conditionSchema,
  venue: z.enum(SALE_VENUES),
  place: z.string(),
  listingUrl: z.string().nullable(),
};
const reporterSchema = z.object({ id: z.uuid(), username: z.string(), name: z.string() });

/** A member's own report, with its review. */
export const ownSaleSchema = z.object({
  ...saleOutputFields,
  vin: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(SALE_STATES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type OwnSale = z.infer<typeof ownSaleSchema>;

/** An approved sale as everyone sees it: credited to its reporter; its VIN and note stay with the review. */
export const publicSaleSchema = z.object({ ...saleOutputFields, reportedBy: reporterSchema });
export type PublicSale = z.infer<typeof publicSaleSchema>;

/** A report as the admin's queue shows it: everything, and who reported it. */
export const reviewedSaleSchema = ownSaleSchema.extend({ reportedBy: reporterSchema, modelName: z.string() });
export type ReviewedSale = z.infer<typeof reviewedSaleSchema>;

export const ownSaleListSchema = z.object({ items: z.array(ownSaleSchema) });
export const publicSaleListSchema = z.object({ items: z.array(publicSaleSchema) });
export const reviewedSaleListSchema = z.object({ items: z.array(reviewedSaleSchema) });

export const saleParams = z.object({ id: z.uuid(saleTexts.notFound) });
export const saleQueueQuerySchema = z.object({ state: z.enum(SALE_STATES).default('waiting') });
export const declineSaleInputSchema = z.object({
  reason: z.string().trim().min(1, saleTexts.reasonRequired).max(SALE_DECLINE_REASON_MAX, saleTexts.reasonTooLong),
});
