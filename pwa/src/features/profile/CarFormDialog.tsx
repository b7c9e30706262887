import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { accountTexts, CAR_COLOR_MAX_LENGTH, CAR_NOTES_MAX_LENGTH, type GarageCarData } from '@shared/users/account-schemas';
import type { GarageCar } from '@shared/users/profile';
import { uploadTexts } from '@shared/uploads/limits';
import { serverMessage } from '@/http/errorMessage';
import { FormDialogActions } from '@/ui/dialog/FormDialogActions';
import { Dialog } from '@/ui/dialog/Dialog';
import { useZodForm } from '@/ui/form/useZodForm';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';
import { PhotoPicker } from '@/ui/photo/PhotoPicker';
import { createCar, updateCar, uploadCarPhoto } from './accountApi';
import { CarCatalogueFields } from './CarCatalogueFields';
import { ConditionField } from './ConditionField';
import { carFormValuesOf, emptyCarForm, parseCarForm } from './carFormValues';
import { ExistingCarPhotos } from './ExistingCarPhotos';
import { useRefreshProfile } from './useRefreshProfile';
import { VinField } from './VinField';

interface SaveInput {
  data: GarageCarData;
  photos: File[];
}

/** The car first, then each new photo in turn; a failed photo leaves the car saved and is reported. */
async function saveCar(car: GarageCar | null, { data, photos }: SaveInput): Promise<{ photoFailure: unknown }> {
  const saved = car ? await updateCar({ id: car.id, input: data }) : await createCar(data);
  for (const file of photos) {
    try {
      await uploadCarPhoto({ id: saved.id, file });
    } catch (error) {
      return { photoFailure: error };
    }
  }
  return { photoFailure: null };
}

interface CarFormDialogProps {
  /** The car to edit, or null to add one. */
  car: GarageCar | null;
  carLabel: string;
  onClose: () => void;
}

/**
 * docs/product/screens.md Profile, Add Car and editing: the car's catalogue model and year, details, its VIN and condition,
 * and up to 5 photos.
 */
export function CarFormDialog({ car, carLabel, onClose }: CarFormDialogProps) {
  const [photos, setPhotos] = useState<File[]>([]);
  const refresh = useRefreshProfile();
  const { values, errors, set, field, handleSubmit } = useZodForm({
    initialValues: car ? carFormValuesOf(car) : emptyCarForm,
    parse: parseCarForm,
  });
  const save = useMutation({
    mutationFn: (input: SaveInput) => saveCar(car, input),
    onSuccess: async ({ photoFailure }) => {
      toast({ title: car ? accountTexts.carUpdated : accountTexts.carAdded });
      if (photoFailure) {
        toast({
          variant: 'destructive',
          title: uploadTexts.uploadFailed,
          description: serverMessage(photoFailure) ?? uploadTexts.uploadFailedFallback,
        });
      }
      onClose();
      await refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: accountTexts.carSaveFailed, description: serverMessage(error) }),
  });
  const submit = handleSubmit((data) => save.mutate({ data, photos }), { skip: save.isPending });

  return (
    <Dialog title={car ? accountTexts.editCar : accountTexts.addCar} onClose={onClose} size="lg">
      <form className="car-form" noValidate onSubmit={submit}>
        <div className="car-form__grid">
          <CarCatalogueFields values={values} errors={errors} set={set} />
          <TextField
            label="Exterior color"
            maxLength={CAR_COLOR_MAX_LENGTH}
            hint="Optional, e.g. Carousel Red"
            {...field('exteriorColor')}
          />
        </div>
        <VinField
          values={values}
          error={errors.vin}
          onChange={(vin) => set('vin', vin)}
          onFill={(fill) => {
            if (fill.modelSlug) set('modelSlug', fill.modelSlug);
            if (fill.year) set('year', fill.year);
            if (fill.engine) set('engine', fill.engine);
          }}
        />
        <ConditionField value={values.condition} error={errors.condition} onChange={(condition) => set('condition', condition)} />
        <TextAreaField label="Notes" rows={3} maxLength={CAR_NOTES_MAX_LENGTH} {...field('notes')} />
        {car && <ExistingCarPhotos car={car} carLabel={carLabel} />}
        <PhotoPicker photos={photos} onChange={setPhotos} existingCount={car?.photos.length ?? 0} />
        <FormDialogActions
          submitLabel={car ? 'Save Car' : accountTexts.addCar}
          pending={save.isPending}
          onCancel={onClose}
          keepFocusWhilePending
        />
      </form>
    </Dialog>
  );
}
