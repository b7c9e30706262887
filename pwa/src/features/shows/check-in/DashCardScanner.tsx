import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { showWriteTexts } from '../entry/writeTexts';
import { carNumberFromCode } from './carNumberFromCode';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM library yet). */
interface QrDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type QrDetectorConstructor = new (options: { formats: string[] }) => QrDetector;

const detectorClass = (): QrDetectorConstructor | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window.BarcodeDetector as QrDetectorConstructor) : null;

/** Whether this browser can read QR codes from the camera (Chrome on Android does; others type the number). */
export const canScanDashCards = () => detectorClass() !== null && !!navigator.mediaDevices?.getUserMedia;

const SCAN_EVERY_MS = 250;

/**
 * The camera, read for a dash card's QR code until one of this show's cars is seen (handed to `onCar`) or the member
 * stops; the camera is released either way.
 */
export function DashCardScanner({ eventId, onCar, onClose }: { eventId: string; onCar: (carNumber: number) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCar);
  useEffect(() => {
    found.current = onCar;
  });

  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const scan = async (detector: QrDetector) => {
      if (stopped || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      const carNumber = codes.map((code) => carNumberFromCode(code.rawValue, eventId)).find((value) => value !== null);
      if (carNumber) return found.current(carNumber);
      if (codes.length > 0) setProblem(showWriteTexts.notACarCode);
      timer = setTimeout(() => void scan(detector), SCAN_EVERY_MS);
    };
    const start = async () => {
      if (!Detector) return setProblem(showWriteTexts.cameraUnavailable);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        return setProblem(showWriteTexts.cameraUnavailable);
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      void scan(new Detector({ formats: ['qr_code'] }));
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [eventId]);

  return (
    <div className="check-in-scanner">
      <p>{showWriteTexts.scanHint}</p>
      <video ref={video} className="check-in-scanner__video" muted playsInline aria-label={showWriteTexts.scanDashCard} />
      {problem && <p role="alert">{problem}</p>}
      <Button variant="secondary" onClick={onClose}>
        {showWriteTexts.stopScanning}
      </Button>
    </div>
  );
}
