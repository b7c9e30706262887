import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function VinDecoderPage() {
  return <PagePlaceholder title="VIN Decoder" summary="Decode a Pontiac VIN: division, series, body type, engine and assembly plant." />;
}
