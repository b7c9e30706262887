import { useObjectUrlSrc } from '@/ui/useObjectUrlSrc';

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${sizeFormat.format(bytes / 1024)} KB` : `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
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
