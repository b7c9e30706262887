import type { CurrentUser } from '@shared/auth/current-user';
import { garageResources } from '@shared/garage/resources';
import type { AccountUpdateInput, GarageCarInput } from '@shared/users/account-schemas';
import type { GarageCar } from '@shared/users/profile';
import { accountResources } from '@shared/users/resources';
import { callResource } from '@/http/resources';

/** The calls that change the member's own profile and garage (their declarations check every answer). */

/** Multipart, file field 'image' (docs/product/api.md). */
const imageForm = (file: Blob & { name: string }) => {
  const form = new FormData();
  form.append('image', file, file.name);
  return form;
};

export const updateAccount = (input: AccountUpdateInput): Promise<CurrentUser> => callResource(accountResources.update, { body: input });

export const uploadAvatar = (file: File): Promise<CurrentUser> => callResource(accountResources.uploadAvatar, { body: imageForm(file) });

export const removeAvatar = (): Promise<CurrentUser> => callResource(accountResources.removeAvatar, {});

export const createCar = (input: GarageCarInput): Promise<GarageCar> => callResource(garageResources.create, { body: input });

export const updateCar = ({ id, input }: { id: string; input: GarageCarInput }): Promise<GarageCar> =>
  callResource(garageResources.update, { params: { id }, body: input });

export const deleteCar = (id: string): Promise<void> => callResource(garageResources.delete, { params: { id } });

export const uploadCarPhoto = ({ id, file }: { id: string; file: File }): Promise<GarageCar> =>
  callResource(garageResources.addPhoto, { params: { id }, body: imageForm(file) });

/** A photo is addressed by its id (its generated file name), so a removal never hits a photo that moved. */
export const deleteCarPhoto = ({ id, photoId }: { id: string; photoId: string }): Promise<GarageCar> =>
  callResource(garageResources.deletePhoto, { params: { id, photo: photoId } });
