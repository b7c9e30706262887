import { lazyNumberFormat } from './lazyIntl';

const sizeFormat = lazyNumberFormat({ maximumFractionDigits: 1 });

/** "312 KB", "2.4 MB": a file's or a saved copy's size. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${sizeFormat(bytes / 1024)} KB` : `${sizeFormat(bytes / (1024 * 1024))} MB`;
}
