/** Texts of the value guide (docs/product/screens.md Value guide, docs/product/errors.md screen messages). */
export const valueGuideTexts = {
  pageTitle: 'Value Guide',
  lead: 'What a classic Pontiac is worth today in whole US dollars, for each of the four condition grades collector-car guides use.',
  selectLegend: 'Choose a car',
  modelLabel: 'Model',
  yearLabel: 'Year',
  trimLabel: 'Trim',
  chooseModel: 'Choose a model',
  chooseYear: 'Choose a year',
  chooseTrim: 'Choose a trim',
  chooseModelFirst: 'Choose a model first',
  chooseYearFirst: 'Choose a year first',
  noTrims: 'No trims with values',
  prompt: 'Choose a model, a year and a trim to see its values.',
  loading: 'Loading values…',
  loadError: 'The value guide could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  /** docs/product/screens.md, errors.md: exactly this text when the selection has no valuation row. */
  noData: 'No valuation data available for this combination. Please try a different selection or check back later.',
  valuesTitle: 'Values by condition',
  conditionHeader: 'Condition',
  valueHeader: 'Value (USD)',
  meaningHeader: 'What it means',
  honestyNote:
    'Be honest about condition: most cars on the market are #3 or #4, and owners tend to overrate their own. These figures are a starting point, not an appraisal.',
  tiersSource: 'Condition grades as defined by Hagerty',
  tiersSourceUrl: 'https://www.hagerty.com/valuationtools/classifications-and-conditions',
  notesTitle: 'Market notes',
  lastUpdated: (date: string) => `Last updated ${date}`,
  share: 'Share',
  communityTitle: (modelName: string) => `Talk to other ${modelName} owners`,
  communityBody: 'Ask what similar cars really sold for, get a second opinion on condition, or share your own sale.',
  communityLink: (modelName: string) => `Join the ${modelName} community`,
  sourceNote: 'Values in USD for the US market, in line with classic-car sale results.',
} as const;

/** Where a value comes from, its history, and what it is not. */
export const valueEvidenceTexts = {
  source: (source: string) => `Source: ${source}`,
  asOf: (date: string) => `As of ${date}`,
  guideNotAppraisal:
    'This is a guide, not an appraisal: a car is worth what a buyer pays for it, and condition, originality and history move that.',
  historyTitle: 'How these values have moved',
  /** The chart's text alternative, and its table's caption. */
  chartSummary: (estimates: number, sales: number, from: string, to: string) =>
    `${estimates === 1 ? '1 estimate' : `${estimates} estimates`} and ${sales === 1 ? '1 sale' : `${sales} sales`} from ${from} to ${to}`,
  saleKey: "A sale, in its condition's color",
  saleDot: (price: string, tier: string, date: string) => `Sold for ${price}, ${tier}, ${date}`,
  dateHeader: 'Date',
  basisHeader: "Estimate's source, or where it sold",
  soldAt: (place: string) => `Sold: ${place}`,
  /** Seeded rows say honestly what they are. */
  seededSource:
    'Rounded estimates by the Pontiac Hub editors, in line with published collector-car guides and auction results of 2025-2026; not individual sales.',
} as const;
