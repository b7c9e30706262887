import { fileSize } from '@shared/format/fileSize';
import { useObjectUrlSrc } from '@/ui/useObjectUrlSrc';

/** The chosen file shown before it is uploaded (docs/product/screens.md, validation.md), through an object URL freed afterwards. */
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
