import { currentUserSchema, type CurrentUser } from '@shared/auth/current-user';
import type { AccountUpdateInput, GarageCarInput } from '@shared/users/account-schemas';
import { garageCarSchema, type GarageCar } from '@shared/users/profile';
import { apiRequest, readJson } from '@/http/client';

/** The calls that change the member's own profile and garage; answers are checked against shared/. */

const asCurrentUser = async (response: Response) => currentUserSchema.parse(await readJson(response));
const asCar = async (response: Response) => garageCarSchema.parse(await readJson(response));
const carPath = (id: string) => `/api/garage/${encodeURIComponent(id)}`;

/** Multipart, file field 'image' (docs/product/api.md). */
const imageForm = (file: Blob & { name: string }) => {
  const form = new FormData();
  form.append('image', file, file.name);
  return form;
};

export const updateAccount = async (input: AccountUpdateInput): Promise<CurrentUser> =>
  asCurrentUser(await apiRequest('PUT', '/api/users/me', input));

export const uploadAvatar = async (file: File): Promise<CurrentUser> =>
  asCurrentUser(await apiRequest('POST', '/api/users/me/avatar', imageForm(file)));

export const removeAvatar = async (): Promise<CurrentUser> => asCurrentUser(await apiRequest('DELETE', '/api/users/me/avatar'));

export const createCar = async (input: GarageCarInput): Promise<GarageCar> => asCar(await apiRequest('POST', '/api/garage', input));

export const updateCar = async ({ id, input }: { id: string; input: GarageCarInput }): Promise<GarageCar> =>
  asCar(await apiRequest('PUT', carPath(id), input));

export async function deleteCar(id: string): Promise<void> {
  await apiRequest('DELETE', carPath(id));
}

export const uploadCarPhoto = async ({ id, file }: { id: string; file: File }): Promise<GarageCar> =>
  asCar(await apiRequest('POST', `${carPath(id)}/photos`, imageForm(file)));

/** A photo is addressed by its id (its generated file name), so a removal never hits a photo that moved. */
export const deleteCarPhoto = async ({ id, photoId }: { id: string; photoId: string }): Promise<GarageCar> =>
  asCar(await apiRequest('DELETE', `${carPath(id)}/photos/${encodeURIComponent(photoId)}`));
