import { MAX_COMPARE_MODELS } from './selection';

/** Texts of the compare page (docs/product/screens.md Compare, docs/product/validation.md no duplicates / at most 4). */
export const compareTexts = {
  pageTitle: 'Compare Models',
  lead: 'Put up to four classic Pontiacs side by side: base price, engine, transmission, horsepower, torque and weight.',
  builtinLegend: 'Featured models',
  builtinHint: 'Always available, even offline.',
  catalogueLegend: 'Any trim from the catalogue',
  catalogueHint: 'Pick a model, a year and a trim, then add it.',
  catalogueOffline: 'The catalogue cannot be reached right now, so only the featured models can be added. They work offline.',
  catalogueLoading: 'Loading the catalogue…',
  addFromCatalogue: 'Add to comparison',
  chooseModel: 'Choose a model',
  chooseYear: 'Choose a year',
  chooseTrim: 'Choose a trim',
  noYears: 'No years in the catalogue',
  noTrims: 'No trims in the catalogue',
  modelLabel: 'Model',
  yearLabel: 'Year',
  trimLabel: 'Trim',
  selectedCount: (count: number) => `${count} of ${MAX_COMPARE_MODELS} selected`,
  full: `You can compare up to ${MAX_COMPARE_MODELS} models. Remove one to add another.`,
  duplicate: 'That trim is already in the comparison.',
  emptyTitle: 'Nothing to compare yet',
  emptyBody: 'Choose up to four models above to see them side by side.',
  selectedTitle: 'Your comparison',
  tableTitle: 'Specifications',
  tableCaption:
    'Specifications of the selected models. ★ Best marks the lowest base price and weight and the highest horsepower and torque.',
  specHeader: 'Specification',
  best: 'Best',
  ratingsNote:
    'Horsepower and torque are advertised ratings: SAE gross through 1971 and SAE net from 1972, so later figures read lower for a similar engine. A catalogue trim offered with several engines is shown with its most powerful one.',
  /** The mark in a cell whose figure is not recorded (hidden from screen readers, which read `notRecorded`). */
  notRecordedMark: '—*',
  notRecorded: 'not recorded',
  /** Under the table, once, when any cell carries the mark. */
  notRecordedFootnote: '* not recorded: none of our sources gives this figure for this car.',
  remove: 'Remove',
  catalogueLink: 'Catalogue page',
  entryLoading: 'Loading specifications…',
  entryUnavailable: 'These specifications are not available right now (offline, or the trim is no longer in the catalogue).',
  share: 'Share comparison',
  shareTitle: 'Pontiac comparison',
  clearAll: 'Clear all',
} as const;

/** Share text: '1967 Pontiac GTO vs 1979 Pontiac Trans Am — Pontiac Hub'. */
export function compareShareText(labels: readonly string[], siteName: string): string {
  return labels.length === 0 ? `Compare classic Pontiacs — ${siteName}` : `${labels.join(' vs ')} — ${siteName}`;
}
