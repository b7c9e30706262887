import { lazyNumberFormat } from '@shared/format/lazyIntl';
import { useObjectUrlSrc } from '@/ui/useObjectUrlSrc';

const sizeFormat = lazyNumberFormat({ maximumFractionDigits: 1 });

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${sizeFormat(bytes / 1024)} KB` : `${sizeFormat(bytes / (1024 * 1024))} MB`;
}

/** The chosen file shown before it is uploaded (SPEC §2/§5), through an object URL freed afterwards. */
export function ImagePreview({ file }: { file: File }) {
  const imageRef = useObjectUrlSrc(file);

  return (
    <figure className="upload-preview">
      <img ref={imageRef} alt={`Preview of ${file.name}`} />
      <figcaption>
        {file.name} · {fileSize(file.size)}
      </figcaption>
    </figure>
  );
}
