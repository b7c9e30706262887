/** Texts of editing the value guide: the admin Values tab, the API's refusals and the activity log. */
export const VALUATION_SOURCE_MAX_LENGTH = 500;

export const valuationTexts = {
  tabLabel: 'Values',
  sourceRequired: 'Say where these figures come from (a source is required)',
  sourceTooLong: `Source must be at most ${VALUATION_SOURCE_MAX_LENGTH} characters`,
  asOfInvalid: 'As of must be a date (YYYY-MM-DD)',
  asOfInFuture: 'As of cannot be in the future',
  valueRequired: 'Every condition needs a value',
  wholeDollars: 'Values are whole dollars',
  valuePositive: 'Values must be more than $0',
  valueTooHigh: 'Values must be at most $10,000,000',
  valuesOutOfOrder: 'Values must not rise as condition falls',
  rowNotFound: 'Value guide row not found',
  adminRequired: 'Only administrators can change the value guide',
  saved: 'Values saved',
  saveFailed: 'Failed to save values',
  /** Activity-log line. */
  logChanged: (row: string) => `Changed the values of ${row}`,
  /** POST /api/admin/valuations: a row for a year the guide does not have yet. */
  rowExists: (row: string) => `The value guide already has a row for ${row}`,
  logAdded: (row: string) => `Added the values of ${row}`,
} as const;
