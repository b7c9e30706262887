/** Where a decoded VIN leads: its model page (/pontiac/{slug}) and value-guide entry (docs/product/screens.md routes). */
export function modelPagePath(modelSlug: string): string {
  return `/pontiac/${encodeURIComponent(modelSlug)}`;
}

export function valueGuidePath(modelSlug: string, year: number | null): string {
  const query = new URLSearchParams({ model: modelSlug });
  if (year !== null) query.set('year', String(year));
  return `/tools/value-guide?${query.toString()}`;
}

export const VIN_DECODER_PATH = '/tools/vin-decoder';

export function vinDecoderPath(vin: string): string {
  return `${VIN_DECODER_PATH}?${new URLSearchParams({ vin }).toString()}`;
}
