import { useState } from 'react';
import { parseAllowedFields, sourceInputSchema, sourceTexts, type Source, type SourceInput } from '@shared/admin/sources';
import { ApiError } from '@/http/client';
import { serverMessage } from '@/http/errorMessage';
import { FormDialogActions } from '@/ui/dialog/FormDialogActions';
import { Dialog } from '@/ui/dialog/Dialog';
import { useZodForm } from '@/ui/form/useZodForm';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { toastFailure, toastSuccess } from '../adminToast';
import { createSource, updateSource } from './sourceAdminApi';
import { useSourceMutation } from './useSources';

interface SourceFormDialogProps {
  /** null to add a source. */
  source: Source | null;
  onClose: () => void;
}

/** What the form edits: the allowed fields as one text, one per line or comma-separated. */
interface SourceFormValues {
  siteName: string;
  url: string;
  allowedFields: string;
}

const parseSourceForm = (values: SourceFormValues) =>
  sourceInputSchema.safeParse({ ...values, allowedFields: parseAllowedFields(values.allowedFields) });

/** Add New Source and edit fields (docs/product/screens.md): checked with the shared schema, then the server's answer shown. */
export function SourceFormDialog({ source, onClose }: SourceFormDialogProps) {
  const { field, setError, handleSubmit } = useZodForm({
    initialValues: (): SourceFormValues => ({
      siteName: source?.siteName ?? '',
      url: source?.url ?? '',
      allowedFields: source?.allowedFields.join('\n') ?? '',
    }),
    parse: parseSourceForm,
  });
  const [formError, setFormError] = useState<string>();
  const save = useSourceMutation((input: SourceInput) => (source ? updateSource({ id: source.id, input }) : createSource(input)));

  const submit = (input: SourceInput) => {
    setFormError(undefined);
    save.mutate(input, {
      onSuccess: () => {
        toastSuccess(source ? sourceTexts.updated : sourceTexts.created);
        onClose();
      },
      onError: (error) => {
        toastFailure(sourceTexts.saveFailed, error);
        const message = serverMessage(error) ?? sourceTexts.saveFailed;
        // A taken or refused address is the URL field's problem; anything else belongs to the form.
        const aboutUrl = error instanceof ApiError && (error.status === 409 || message === sourceTexts.urlPrivate);
        if (aboutUrl) setError('url', message);
        else setFormError(message);
      },
    });
  };

  return (
    <Dialog
      title={source ? `Edit ${source.siteName}` : 'Add New Source'}
      description={source ? 'Change the site, its address or the fields it may provide.' : 'Add a site the catalogue may read from.'}
      onClose={onClose}
    >
      <form className="model-form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField label="Site Name" required autoComplete="off" {...field('siteName')} />
        <TextField
          label="URL"
          type="url"
          inputMode="url"
          required
          autoComplete="off"
          spellCheck={false}
          hint="The public page or site to read, starting with https:// or http://."
          {...field('url')}
        />
        <TextAreaField
          label="Allowed Fields"
          rows={4}
          hint="What may be taken from this site, one per line or separated by commas (e.g. specs, production numbers)."
          {...field('allowedFields')}
        />
        <FormDialogActions
          submitLabel={source ? 'Save Changes' : 'Add Source'}
          pending={save.isPending}
          onCancel={onClose}
          formError={formError}
        />
      </form>
    </Dialog>
  );
}
