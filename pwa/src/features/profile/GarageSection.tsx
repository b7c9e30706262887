import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { accountTexts } from '@shared/users/account-schemas';
import type { GarageCar, UserProfile } from '@shared/users/profile';
import { serverMessage } from '@/http/errorMessage';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { toast } from '@/ui/toast/toastStore';
import { useModelNames } from '@/features/value-guide';
import { deleteCar } from './accountApi';
import { CarFormDialog } from './CarFormDialog';
import { GarageList } from './GarageList';
import { GarageTotal } from './GarageTotal';
import { useRefreshProfile } from './useRefreshProfile';

/** Which dialog is open: adding, editing one car (by id, so it follows refreshed data), or confirming a delete. */
type Open = { kind: 'add' } | { kind: 'edit'; carId: string } | { kind: 'delete'; carId: string } | null;

/** The Garage tab: read-only for others; on the member's own profile, Add Car and each car's Edit and Delete. */
export function GarageSection({ profile, isOwn, cars }: { profile: UserProfile; isOwn: boolean; cars: readonly GarageCar[] }) {
  const [open, setOpen] = useState<Open>(null);
  const { nameOf } = useModelNames();
  const refresh = useRefreshProfile();
  const close = () => setOpen(null);
  const remove = useMutation({
    mutationFn: deleteCar,
    onSuccess: async () => {
      toast({ title: accountTexts.carDeleted });
      close();
      await refresh();
    },
    onError: (error) => {
      close();
      toast({ variant: 'destructive', title: accountTexts.carDeleteFailed, description: serverMessage(error) });
    },
  });

  const chosen = open && open.kind !== 'add' ? (cars.find((car) => car.id === open.carId) ?? null) : null;
  const labelOf = (car: GarageCar) => `${car.year} ${nameOf(car.modelSlug)}`;
  const emptyText = isOwn ? "You haven't added any cars yet." : `${profile.name} hasn't added any cars yet.`;

  return (
    <div className="garage-section">
      <div className="garage-section__toolbar">
        <GarageTotal cars={cars} />
        {isOwn && <Button onClick={() => setOpen({ kind: 'add' })}>{accountTexts.addCar}</Button>}
      </div>
      <GarageList
        cars={cars}
        ownerUsername={profile.username}
        emptyText={emptyText}
        onEdit={isOwn ? (car) => setOpen({ kind: 'edit', carId: car.id }) : undefined}
        onDelete={isOwn ? (car) => setOpen({ kind: 'delete', carId: car.id }) : undefined}
      />
      {open?.kind === 'add' && <CarFormDialog car={null} carLabel="" onClose={close} />}
      {open?.kind === 'edit' && chosen && <CarFormDialog car={chosen} carLabel={labelOf(chosen)} onClose={close} />}
      {open?.kind === 'delete' && chosen && (
        <ConfirmDialog
          title={accountTexts.deleteCarTitle}
          message={`${labelOf(chosen)}: ${accountTexts.deleteCarMessage}`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onCancel={close}
          onConfirm={() => remove.mutate(chosen.id)}
        />
      )}
    </div>
  );
}
