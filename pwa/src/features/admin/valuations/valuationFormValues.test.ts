import { describe, expect, it } from 'vitest';
import { valuationTexts } from '@shared/valuations/admin-texts';
import type { Valuation } from '@shared/valuations/schemas';
import { formMessageOf, parseNewValuationForm, parseValuationForm, valuationFormValuesOf } from './valuationFormValues';

const row: Valuation = {
  id: '0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1a01',
  modelSlug: 'gto',
  year: 1969,
  trim: 'GTO',
  excellentValue: 72_000,
  goodValue: 49_000,
  fairValue: 32_000,
  poorValue: 20_000,
  notes: 'Hardtop with the 350 hp 400.',
  lastUpdated: '2026-11-01',
  source: 'Rounded estimates',
  asOf: '2026-11-01',
  history: [],
};

const messagesOf = (result: ReturnType<typeof parseValuationForm>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

describe('the values form', () => {
  it('starts from the row’s figures and notes, with a new source to give and today’s date', () => {
    expect(valuationFormValuesOf(row, '2026-11-26')).toEqual({
      modelSlug: 'gto',
      year: '1969',
      trim: 'GTO',
      excellentValue: '72000',
      goodValue: '49000',
      fairValue: '32000',
      poorValue: '20000',
      source: '',
      asOf: '2026-11-26',
      notes: 'Hardtop with the 350 hp 400.',
    });
  });

  it('reads figures typed with dollar signs and commas, and sends what the API takes', () => {
    const values = { ...valuationFormValuesOf(row, '2026-11-26'), goodValue: '$52,500', source: '  Mecum Kissimmee 2026 results ' };
    expect(parseValuationForm(values)).toEqual({
      success: true,
      data: {
        excellentValue: 72_000,
        goodValue: 52_500,
        fairValue: 32_000,
        poorValue: 20_000,
        source: 'Mecum Kissimmee 2026 results',
        asOf: '2026-11-26',
        notes: 'Hardtop with the 350 hp 400.',
      },
    });
  });

  it('refuses new figures without a source, with the message the server would give', () => {
    expect(messagesOf(parseValuationForm(valuationFormValuesOf(row)))).toEqual({ source: valuationTexts.sourceRequired });
  });

  it('says the figures-in-order rule for the form as a whole, and an empty figure under its own field', () => {
    const rising = { ...valuationFormValuesOf(row), source: 'Auction results', poorValue: '90000' };
    expect(formMessageOf(parseValuationForm(rising))).toBe(valuationTexts.valuesOutOfOrder);
    expect(formMessageOf(parseValuationForm({ ...rising, poorValue: '20000' }))).toBeUndefined();
    const empty = { ...valuationFormValuesOf(row), source: 'Auction results', fairValue: ' ' };
    expect(messagesOf(parseValuationForm(empty))).toMatchObject({ fairValue: valuationTexts.valueRequired });
  });

  it('asks a new row for its model, year and trim as well, with the same rules for its figures', () => {
    const blank = valuationFormValuesOf(null, '2026-11-26');
    expect(messagesOf(parseNewValuationForm({ ...blank, source: 'Auction results' }))).toMatchObject({
      modelSlug: 'Model is required',
      year: 'Year is required',
      trim: 'Trim is required',
      excellentValue: valuationTexts.valueRequired,
    });
    const filled = { ...valuationFormValuesOf(row, '2026-11-26'), year: '1970', trim: 'GTO', source: 'Auction results' };
    expect(parseNewValuationForm(filled)).toMatchObject({
      success: true,
      data: { modelSlug: 'gto', year: 1970, trim: 'GTO', goodValue: 49_000 },
    });
  });
});
