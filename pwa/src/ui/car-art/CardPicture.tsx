import { CarArt } from './CarArt';

/** The shape of a card's picture box (its CSS aspect-ratio is 16 / 10); the card-size copies are 640 px wide. */
const CARD_WIDTH = 640;
const CARD_HEIGHT = 400;

interface CardPictureProps {
  /** The model's card-size picture (`cardImage`), or null to draw it instead. */
  src: string | null;
  model: { slug: string; bodyStyles: readonly string[] };
  /** In the first screenful: load at once rather than when scrolled near. */
  eager?: boolean;
}

/**
 * A model's picture on a card, or its drawing (CarArt) when it has none. Decorative: the card names the model.
 * width and height give the box its shape before the file arrives, so nothing moves when it does.
 */
export function CardPicture({ src, model, eager = false }: CardPictureProps) {
  if (!src) return <CarArt model={model} />;
  return <img src={src} alt="" width={CARD_WIDTH} height={CARD_HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
