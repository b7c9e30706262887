/** A car's small picture (≤ 15 KB, saved with the show), or an empty frame of the same size when it has none. */
export function CarThumb({ url, className, width, height }: { url: string | null; className: string; width: number; height: number }) {
  return url ? (
    <img className={className} src={url} alt="" width={width} height={height} loading="lazy" decoding="async" />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}
