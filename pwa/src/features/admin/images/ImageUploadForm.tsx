import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { IMAGE_MAX_BYTES, uploadTexts } from '@shared/uploads/limits';
import { uploadModelImage } from '../models/modelAdminApi';
import { useCatalogueMutation } from '../models/useCatalogueMutation';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';
import { toastFailure, toastSuccess } from '../adminToast';
import { imageFileProblem } from './checkImageFile';
import { ImagePreview } from './ImagePreview';

/** Pick an image (checked for type and size at once), see it, add a caption, then upload it. */
export function ImageUploadForm({ modelId }: { modelId: string }) {
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const upload = useCatalogueMutation(uploadModelImage);
  const online = useOnlineStatus();

  const reset = () => {
    setFile(null);
    setCaption('');
    if (fileInput.current) fileInput.current.value = '';
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && imageFileProblem(chosen);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      reset();
      return;
    }
    setFile(chosen);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || upload.isPending || !online) return;
    upload.mutate(
      { id: modelId, file, caption },
      {
        onSuccess: () => {
          toastSuccess(uploadTexts.uploadSucceeded, uploadTexts.uploadSucceededDescription);
          reset();
          // Ready for the next photo; the Upload button is about to be disabled.
          fileInput.current?.focus();
        },
        onError: (error) => toastFailure(uploadTexts.uploadFailed, error, uploadTexts.uploadFailedFallback),
      },
    );
  };

  return (
    <form className="upload-form card" onSubmit={onSubmit} aria-label="Upload an image">
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Image file
        </label>
        <input
          ref={fileInput}
          id={inputId}
          className="upload-form__file"
          type="file"
          name="image"
          accept="image/*"
          aria-describedby={hintId}
          onChange={onFileChange}
        />
        <p id={hintId} className="field__hint">
          Any image format, up to {IMAGE_MAX_BYTES / (1024 * 1024)} MB.
        </p>
      </div>
      {file && <ImagePreview file={file} />}
      <TextField
        label="Caption (optional)"
        name="caption"
        maxLength={300}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={!file || !online} aria-disabled={upload.isPending || undefined}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
