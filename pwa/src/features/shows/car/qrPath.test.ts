import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { carAddress, qrPath, QR_QUIET_ZONE } from './qrPath';

describe('qrPath', () => {
  it('draws exactly the dark modules, inside the quiet zone', () => {
    const modules = { size: 2, get: (row: number, column: number) => (row === column ? 1 : 0) };
    expect(qrPath(modules)).toBe(`M${QR_QUIET_ZONE} ${QR_QUIET_ZONE}h1v1h-1zM${QR_QUIET_ZONE + 1} ${QR_QUIET_ZONE + 1}h1v1h-1z`);
  });

  it('draws a real QR code of the car’s address with its three finder squares', () => {
    const { modules } = QRCode.create(carAddress('https://hub.example/', 'abc', 12), { errorCorrectionLevel: 'M' });
    const path = qrPath(modules);
    // Each finder pattern's top-left corner is dark.
    for (const [row, column] of [
      [0, 0],
      [0, modules.size - 7],
      [modules.size - 7, 0],
    ] as const) {
      expect(path).toContain(`M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }
  });
});

describe('carAddress', () => {
  it('is the car page’s absolute address', () => {
    expect(carAddress('https://hub.example/', 'e1', 7)).toBe('https://hub.example/events/e1/cars/7');
  });
});
