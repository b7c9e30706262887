/** What qrPath reads of a QR code's modules (the `qrcode` package's BitMatrix). */
export interface QrModules {
  size: number;
  get(row: number, column: number): number;
}

/** The light margin around a QR code, in modules, that scanners need (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

/** One SVG path drawing every dark module as a 1×1 square, offset by the quiet zone. */
export function qrPath(modules: QrModules): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/** The car's address in the app, which its dash card's QR code holds. */
export const carAddress = (origin: string, eventId: string, carNumber: number) =>
  `${origin.replace(/\/+$/, '')}/events/${encodeURIComponent(eventId)}/cars/${carNumber}`;
