import { CHECK_DIGIT_POSITION, computeCheckDigit } from './check-digit';
import { body13, body17 } from './tables/bodies';
import { engine1972to80, firebirdCylindersFromSequence, specEngine } from './tables/engines';
import { isModelYearCode13, modelYear13, modelYear17, NEVER_MODEL_YEAR_CODES } from './tables/model-years';
import { plant13, plant17, specPlant, type WmiCountry } from './tables/plants';
import { isFirebird1965to71, series1965to71, series1972to80, series1981to89, specSeries, type SeriesEntry } from './tables/series';
import { SPEC_BODIES, SPEC_DIVISIONS } from './tables/spec';
import { COUNTRY_BY_FIRST_CHARACTER, GM_MAKES, PONTIAC_WMIS } from './tables/wmi';
import { VIN_FALLBACKS, vinWarningTexts } from './texts';
import type { VinCheckDigit, VinDecoding, VinSegment, VinWarning } from './types';

/**
 * Decodes a Pontiac VIN (docs/product/validation.md, with the corrections and extensions described in tables/*.ts). Pure: no DOM,
 * no network. The input is trimmed and upper-cased; a length other than 13 or 17 gives 'Invalid' in every field.
 *
 * 13 characters: when position 6 is a model-year code (0-9, A = 1980) and position 7 a known plant letter, the
 * real 1965-80 layout is read (year at 6, plant at 7, sequence at 8-13; series and body at 2-3/4-5 when
 * positions 2-5 are all digits, 1965-71, else series 2, body 3-4, engine 5). Otherwise the docs/product/validation.md table is read
 * exactly: plant at 6, production number at 7-13. Valid only when division and series are known (and every
 * character is a letter or a digit).
 *
 * 17 characters (1981+): country, make, model year (10), plant (11), sequence (12-17) and the 49 CFR 565 check
 * digit (9). The documented series rule has no 17-character counterpart (positions 4-8 changed meaning during the
 * 1980s), so Valid there means a Pontiac WMI, a 1981-89 year code, a correct check digit and no I, O or Q.
 */
export function decodeVin(input: string): VinDecoding {
  const vin = input.trim().toUpperCase();
  if (vin.length === 13) return decode13(vin);
  if (vin.length === 17) return decode17(vin);
  return invalid(vin);
}

const NO_CHECK_DIGIT: VinCheckDigit = { status: 'not-applicable', expected: null, found: null };

function invalid(vin: string): VinDecoding {
  return {
    vin,
    layout: 'invalid',
    valid: false,
    division: VIN_FALLBACKS.invalid,
    series: VIN_FALLBACKS.invalid,
    bodyType: VIN_FALLBACKS.invalid,
    engine: VIN_FALLBACKS.invalid,
    plant: VIN_FALLBACKS.invalid,
    productionNumber: VIN_FALLBACKS.invalid,
    modelYear: null,
    country: null,
    checkDigit: NO_CHECK_DIGIT,
    warnings: [{ code: 'length', position: null, message: vinWarningTexts.length(vin.length) }],
    modelSlug: null,
    segments: [],
  };
}

/** `vin` positions `from`-`to`, 1-based and inclusive, as printed in the guide. */
function chars(vin: string, from: number, to = from): string {
  return vin.slice(from - 1, to);
}

function range(from: number, to = from): string {
  return from === to ? String(from) : `${from}–${to}`;
}

function segment(vin: string, from: number, to: number, meaning: string, decoded: string): VinSegment {
  return { positions: range(from, to), meaning, characters: chars(vin, from, to), decoded };
}

function badCharacterWarnings(vin: string): VinWarning[] {
  const warnings: VinWarning[] = [];
  [...vin].forEach((character, index) => {
    if (!/^[A-Z0-9]$/.test(character)) {
      warnings.push({ code: 'bad-character', position: index + 1, message: vinWarningTexts.badCharacter(index + 1, character) });
    }
  });
  return warnings;
}

function decode13(vin: string): VinDecoding {
  const yearCode = chars(vin, 6);
  const plantCode = chars(vin, 7);
  const warnings = badCharacterWarnings(vin);
  if (isModelYearCode13(yearCode) && plant13(plantCode) !== null) return decodeReal13(vin, warnings);
  if (isModelYearCode13(yearCode)) {
    warnings.push({ code: 'layout-fallback', position: 7, message: vinWarningTexts.layoutFallback(yearCode, plantCode) });
  }
  return decodeSpec13(vin, warnings);
}

/** docs/product/validation.md, exactly. */
function decodeSpec13(vin: string, warnings: VinWarning[]): VinDecoding {
  const division = SPEC_DIVISIONS[chars(vin, 1)] ?? null;
  const series = specSeries(chars(vin, 2));
  const bodyType = SPEC_BODIES[chars(vin, 3, 4)] ?? VIN_FALLBACKS.bodyType;
  const engine = specEngine(chars(vin, 5)) ?? VIN_FALLBACKS.engine;
  const plant = specPlant(chars(vin, 6)) ?? VIN_FALLBACKS.plant;
  const productionNumber = chars(vin, 7, 13);
  const divisionText = division ?? VIN_FALLBACKS.division;
  const seriesText = series?.name ?? VIN_FALLBACKS.series;
  return {
    vin,
    layout: 'spec-13',
    valid: division !== null && series !== null && warnings.every((warning) => warning.code !== 'bad-character'),
    division: divisionText,
    series: seriesText,
    bodyType,
    engine,
    plant,
    productionNumber,
    modelYear: null,
    country: null,
    checkDigit: NO_CHECK_DIGIT,
    warnings,
    modelSlug: division ? (series?.modelSlug ?? null) : null,
    segments: [
      segment(vin, 1, 1, 'Division', divisionText),
      segment(vin, 2, 2, 'Series', seriesText),
      segment(vin, 3, 4, 'Body type', bodyType),
      segment(vin, 5, 5, 'Engine', engine),
      segment(vin, 6, 6, 'Assembly plant', plant),
      segment(vin, 7, 13, 'Production number', productionNumber),
    ],
  };
}

/** The real 1965-80 layout: model year at 6, plant at 7, sequence at 8-13. */
function decodeReal13(vin: string, warnings: VinWarning[]): VinDecoding {
  const yearCode = chars(vin, 6);
  const allDigitSeries = /^[0-9]{4}$/.test(chars(vin, 2, 5)) && '5678901'.includes(yearCode);
  const modelYear = modelYear13(yearCode, allDigitSeries)!;
  const division = SPEC_DIVISIONS[chars(vin, 1)] ?? null;
  const divisionText = division ?? VIN_FALLBACKS.division;
  const plant = plant13(chars(vin, 7)) ?? VIN_FALLBACKS.plant;
  const sequence = chars(vin, 8, 13);
  const tail = (layoutYearMeaning: string): VinSegment[] => [
    segment(vin, 6, 6, layoutYearMeaning, String(modelYear)),
    segment(vin, 7, 7, 'Assembly plant', plant),
    segment(vin, 8, 13, 'Production sequence', sequence),
  ];

  let series: SeriesEntry | null;
  let bodyType: string;
  let engine: string;
  let segments: VinSegment[];
  if (allDigitSeries) {
    const seriesDigits = chars(vin, 2, 3);
    series = series1965to71(seriesDigits, modelYear);
    bodyType = body13(chars(vin, 4, 5)) ?? VIN_FALLBACKS.bodyType;
    const cylinders = series && isFirebird1965to71(seriesDigits) ? firebirdCylindersFromSequence(chars(vin, 8)) : null;
    engine = cylinders ?? VIN_FALLBACKS.engineNotInVin;
    segments = [
      segment(vin, 1, 1, 'Division', divisionText),
      segment(vin, 2, 3, 'Series', series?.name ?? VIN_FALLBACKS.series),
      segment(vin, 4, 5, 'Body style', bodyType),
      ...tail('Model year'),
    ];
  } else {
    series = series1972to80(chars(vin, 2));
    bodyType = body13(chars(vin, 3, 4)) ?? VIN_FALLBACKS.bodyType;
    engine = engine1972to80(chars(vin, 5), modelYear) ?? VIN_FALLBACKS.engine;
    segments = [
      segment(vin, 1, 1, 'Division', divisionText),
      segment(vin, 2, 2, 'Series', series?.name ?? VIN_FALLBACKS.series),
      segment(vin, 3, 4, 'Body style', bodyType),
      segment(vin, 5, 5, 'Engine', engine),
      ...tail('Model year'),
    ];
  }
  return {
    vin,
    layout: allDigitSeries ? 'gm-13-1965-71' : 'gm-13-1972-80',
    valid: division !== null && series !== null && warnings.every((warning) => warning.code !== 'bad-character'),
    division: divisionText,
    series: series?.name ?? VIN_FALLBACKS.series,
    bodyType,
    engine,
    plant,
    productionNumber: sequence,
    modelYear,
    country: null,
    checkDigit: NO_CHECK_DIGIT,
    warnings,
    modelSlug: division ? (series?.modelSlug ?? null) : null,
    segments,
  };
}

function decode17(vin: string): VinDecoding {
  const warnings: VinWarning[] = [];
  [...vin].forEach((character, index) => {
    const position = index + 1;
    if (character === 'I' || character === 'O' || character === 'Q') {
      warnings.push({ code: 'illegal-letter', position, message: vinWarningTexts.illegalLetter(position, character) });
    } else if (!/^[A-Z0-9]$/.test(character)) {
      warnings.push({ code: 'bad-character', position, message: vinWarningTexts.badCharacter(position, character) });
    }
  });

  const wmi = chars(vin, 1, 3);
  const isPontiac = PONTIAC_WMIS.includes(wmi);
  const country: WmiCountry | null = COUNTRY_BY_FIRST_CHARACTER[chars(vin, 1)] ?? null;
  if (!isPontiac) {
    const make = chars(vin, 2) === 'G' ? (GM_MAKES[chars(vin, 3)] ?? null) : null;
    warnings.push({ code: 'not-pontiac', position: 1, message: vinWarningTexts.notPontiac(wmi, make) });
  }
  const divisionText = isPontiac ? SPEC_DIVISIONS['2']! : VIN_FALLBACKS.division;
  const countryText = country ?? VIN_FALLBACKS.country;

  const yearCode = chars(vin, 10);
  const modelYear = modelYear17(yearCode);
  if (modelYear === null && !(['I', 'O', 'Q'] as string[]).includes(yearCode)) {
    const never = (NEVER_MODEL_YEAR_CODES as readonly string[]).includes(yearCode);
    warnings.push({
      code: 'model-year-code',
      position: 10,
      message: never ? vinWarningTexts.neverYearCode(yearCode) : vinWarningTexts.yearOutOfRange(yearCode),
    });
  }

  const expected = computeCheckDigit(vin);
  const found = chars(vin, CHECK_DIGIT_POSITION);
  const checkDigit: VinCheckDigit =
    expected === null
      ? { status: 'uncomputable', expected: null, found }
      : { status: expected === found ? 'ok' : 'mismatch', expected, found };
  if (checkDigit.status === 'mismatch') {
    warnings.push({ code: 'check-digit', position: CHECK_DIGIT_POSITION, message: vinWarningTexts.checkDigit(expected!, found) });
  } else if (checkDigit.status === 'uncomputable') {
    warnings.push({ code: 'check-digit', position: CHECK_DIGIT_POSITION, message: vinWarningTexts.checkDigitUncomputable });
  }

  const series = isPontiac ? series1981to89(chars(vin, 4), chars(vin, 5), modelYear) : null;
  const seriesText = series?.name ?? VIN_FALLBACKS.series;
  const bodyType = body17(chars(vin, 6, 7)) ?? VIN_FALLBACKS.bodyType;
  const engine = VIN_FALLBACKS.engine;
  const plant = plant17(chars(vin, 11), isPontiac ? country : null) ?? VIN_FALLBACKS.plant;
  const sequence = chars(vin, 12, 17);
  const hasIllegal = warnings.some((warning) => warning.code === 'illegal-letter' || warning.code === 'bad-character');

  return {
    vin,
    layout: 'gm-17',
    valid: isPontiac && modelYear !== null && checkDigit.status === 'ok' && !hasIllegal,
    division: divisionText,
    series: seriesText,
    bodyType,
    engine,
    plant,
    productionNumber: sequence,
    modelYear,
    country: countryText,
    checkDigit,
    warnings,
    modelSlug: series?.modelSlug ?? null,
    segments: [
      segment(vin, 1, 1, 'Country', countryText),
      segment(vin, 2, 2, 'Manufacturer', chars(vin, 2) === 'G' ? 'General Motors' : 'Unknown Manufacturer'),
      segment(vin, 3, 3, 'Make', isPontiac ? 'Pontiac' : 'Unknown Make'),
      segment(vin, 4, 5, 'Car line and series', seriesText),
      segment(vin, 6, 7, 'Body style', bodyType),
      segment(vin, 8, 8, 'Engine', 'Not decoded'),
      segment(vin, 9, 9, 'Check digit', checkDigitSummary(checkDigit)),
      segment(vin, 10, 10, 'Model year', modelYear === null ? VIN_FALLBACKS.modelYear : String(modelYear)),
      segment(vin, 11, 11, 'Assembly plant', plant),
      segment(vin, 12, 17, 'Production sequence', sequence),
    ],
  };
}

function checkDigitSummary(checkDigit: VinCheckDigit): string {
  if (checkDigit.status === 'ok') return 'Correct';
  if (checkDigit.status === 'mismatch') return `Expected ${checkDigit.expected ?? '?'}`;
  return 'Cannot be checked';
}
