import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { decodeVin } from '@shared/vin/decode';
import { vinTexts } from '@shared/vin/texts';
import { VinBreakdownGuide } from './VinBreakdownGuide';
import { VinForm } from './VinForm';
import { VinResult } from './VinResult';
import { VinSources } from './VinSources';
import { VinTips } from './VinTips';
import { usePageTitle } from '@/ui/usePageTitle';
import './vin-decoder.css';

/**
 * /tools/vin-decoder (docs/product/screens.md, validation.md): the 'vin' query is the state. Decoding writes it to the URL, and a VIN in
 * the URL is decoded on load, so a decoded VIN can be shared, bookmarked and revisited offline.
 */
export default function VinDecoderPage() {
  usePageTitle(vinTexts.pageTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlVin = (searchParams.get('vin') ?? '').trim().toUpperCase();
  const decoding = useMemo(() => (urlVin ? decodeVin(urlVin) : null), [urlVin]);

  const onDecode = (vin: string) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('vin', vin);
      return next;
    });
  };

  return (
    <div className="page vin-page">
      <header className="vin-page__header">
        <h1 id="page-title">{vinTexts.pageTitle}</h1>
        <p className="vin-page__lead">{vinTexts.lead}</p>
      </header>
      <div className="vin-page__main">
        <div className="vin-page__primary">
          <VinForm urlVin={urlVin} onDecode={onDecode} />
          <VinResult decoding={decoding} />
        </div>
        <VinTips />
      </div>
      <VinBreakdownGuide decoding={decoding} />
      <VinSources />
    </div>
  );
}
