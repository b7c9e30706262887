import { useMemo } from 'react';
import QRCode from 'qrcode';
import { qrPath, QR_QUIET_ZONE } from './qrPath';

/** A QR code of `text` drawn on the device as SVG (no network, sharp at any print size). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    return { size: modules.size + 2 * QR_QUIET_ZONE, path: qrPath(modules) };
  }, [text]);
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
