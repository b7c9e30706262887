import { useMutation } from '@tanstack/react-query';
import { photoIdOf } from '@shared/users/account-schemas';
import type { GarageCar } from '@shared/users/profile';
import { uploadTexts } from '@shared/uploads/limits';
import { serverMessage } from '@/http/errorMessage';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast/toastStore';
import { deleteCarPhoto } from './accountApi';
import { useRefreshProfile } from './useRefreshProfile';

/** The car's photos on the server while editing it, each removable at once. */
export function ExistingCarPhotos({ car, carLabel }: { car: GarageCar; carLabel: string }) {
  const refresh = useRefreshProfile();
  const remove = useMutation({
    mutationFn: deleteCarPhoto,
    onSuccess: () => toast({ title: uploadTexts.imageDeleted }),
    onError: (error) => toast({ variant: 'destructive', title: uploadTexts.imageDeleteFailed, description: serverMessage(error) }),
    onSettled: () => refresh(),
  });
  if (car.photos.length === 0) return null;
  return (
    <ul className="photo-previews" aria-label="Current photos">
      {car.photos.map((url, index) => (
        <li key={url} className="photo-previews__item">
          <img src={url} alt={`${carLabel}, number ${index + 1}`} />
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: car.id, photoId: photoIdOf(url) })}
          >
            Delete<span className="visually-hidden"> current photo {index + 1}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
