import type { ModelSummary } from '@shared/catalogue/responses';
import { Dialog } from '@/ui/dialog/Dialog';
import { ModelForm } from './ModelForm';

interface ModelFormDialogProps {
  /** null to add a model. */
  model: ModelSummary | null;
  onClose: () => void;
}

export function ModelFormDialog({ model, onClose }: ModelFormDialogProps) {
  return (
    <Dialog
      size="lg"
      title={model ? `Edit ${model.name}` : 'Add Model'}
      description={model ? 'Change the details of this model.' : 'Add a model to the catalogue.'}
      onClose={onClose}
    >
      <ModelForm model={model} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
