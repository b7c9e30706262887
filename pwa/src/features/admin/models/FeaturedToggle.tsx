import type { ModelSummary } from '@shared/catalogue/responses';
import { setModelFeatured } from './modelAdminApi';
import { useCatalogueMutation } from './useCatalogueMutation';
import { Switch } from '@/ui/Switch';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure } from '../adminToast';

/** PATCH /api/admin/models/{id}/featured; the switch shows the wanted state while the call runs. */
export function FeaturedToggle({ model, disabled = false }: { model: ModelSummary; disabled?: boolean }) {
  const mutation = useCatalogueMutation(setModelFeatured);
  const checked = mutation.isPending ? mutation.variables.featured : model.featured;
  return (
    <Switch
      checked={checked}
      aria-label={`Feature ${model.name} on the home page`}
      // aria-disabled rather than disabled: the switch keeps keyboard focus while the call runs.
      aria-disabled={mutation.isPending || undefined}
      // Offline (disabled): the change could not be saved.
      disabled={disabled}
      onCheckedChange={(featured) => {
        if (mutation.isPending || disabled) return;
        mutation.mutate({ id: model.id, featured }, { onError: (error) => toastFailure(adminModelTexts.featuredFailed, error) });
      }}
    />
  );
}
