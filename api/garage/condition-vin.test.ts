import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../shared/users/account-schemas';
import type { GarageCar as GarageCarAnswer } from '../../shared/users/profile';
import { newMember, type Member } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';
import { GarageCar } from './garage-car.entity';

let ctx: TestContext;
let owner: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await newMember(ctx, { name: 'Condition Owner' });
});
afterAll(() => ctx.close());

/** A 1969 GTO hardtop built in Baltimore (shared/vin/decode.ts reads it so). */
const GTO_1969_VIN = '242379B100001';
const gto = { modelSlug: 'gto', year: 1969, trim: 'GTO', engine: '400' };
const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;
const storedCar = (id: string) => ctx.orm.em.fork().findOneOrFail(GarageCar, { id });

async function addCar(body: Record<string, unknown>) {
  const response = await owner.api.post('/api/garage', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GarageCarAnswer>();
}

describe("a garage car's condition and VIN", () => {
  it('stores the condition and the VIN as typed but upper-cased and trimmed, and lists them in the public garage', async () => {
    const car = await addCar({ ...gto, condition: 2, vin: ` ${GTO_1969_VIN.toLowerCase()} ` });
    expect(car).toMatchObject({ condition: 2, vin: GTO_1969_VIN, vinMismatches: [] });
    expect(await storedCar(car.id)).toMatchObject({ condition: 2, vin: GTO_1969_VIN });
    const listed = (await ctx.api.get(`/api/users/${owner.id}/garage`)).json<GarageCarAnswer[]>().find((item) => item.id === car.id);
    expect(listed).toEqual(car);
  });

  it('leaves both unset when the owner does not give them (null, left out, or an empty VIN)', async () => {
    expect(await addCar(gto)).toMatchObject({ condition: null, vin: null, vinMismatches: [] });
    expect(await addCar({ ...gto, condition: null, vin: '' })).toMatchObject({ condition: null, vin: null, vinMismatches: [] });
  });

  it('stores a VIN whose year disagrees with the car and flags the year instead of refusing it', async () => {
    const car = await addCar({ ...gto, year: 1970, condition: 3, vin: GTO_1969_VIN });
    expect(car).toMatchObject({ year: 1970, vin: GTO_1969_VIN, vinMismatches: ['year'] });
    expect((await storedCar(car.id)).vin).toBe(GTO_1969_VIN);

    // Set right, the flag goes; a VIN of another model is flagged as such.
    const fixed = await owner.api.put(`/api/garage/${car.id}`, { ...gto, condition: 3, vin: GTO_1969_VIN });
    expect(fixed.json<GarageCarAnswer>()).toMatchObject({ year: 1969, vinMismatches: [] });
    const otherModel = await owner.api.put(`/api/garage/${car.id}`, { ...gto, modelSlug: 'bonneville', condition: 3, vin: GTO_1969_VIN });
    expect(otherModel.statusCode, otherModel.body).toBe(200);
    expect(otherModel.json<GarageCarAnswer>().vinMismatches).toEqual(['model']);
  });

  it('changes and clears them on edit', async () => {
    const car = await addCar({ ...gto, condition: 4, vin: GTO_1969_VIN });
    const changed = await owner.api.put(`/api/garage/${car.id}`, { ...gto, condition: 1, vin: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<GarageCarAnswer>()).toMatchObject({ condition: 1, vin: null, vinMismatches: [] });
    expect(await storedCar(car.id)).toMatchObject({ condition: 1, vin: null });
  });

  it.each([
    [{ ...gto, condition: 5 }, accountTexts.conditionInvalid],
    [{ ...gto, condition: 0 }, accountTexts.conditionInvalid],
    [{ ...gto, condition: '2' }, accountTexts.conditionInvalid],
    [{ ...gto, condition: 2.5 }, accountTexts.conditionInvalid],
    [{ ...gto, vin: '12345' }, accountTexts.vinInvalid],
    [{ ...gto, vin: `${GTO_1969_VIN}!` }, accountTexts.vinInvalid],
    // 17 characters from 1981 on never use I, O or Q.
    [{ ...gto, vin: '1G2FW87H8FL20000I' }, accountTexts.vinInvalid],
    [{ ...gto, vin: 242379 }, accountTexts.vinInvalid],
  ])('refuses %j with 400 "%s", storing nothing', async (body, expected) => {
    const before = await ctx.orm.em.fork().count(GarageCar, { user: owner.id });
    const response = await owner.api.post('/api/garage', body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
    expect(await ctx.orm.em.fork().count(GarageCar, { user: owner.id })).toBe(before);
  });

  it('keeps a condition outside #1-#4 out of the database too, whoever writes the row', async () => {
    const car = await addCar(gto);
    await expect(ctx.orm.em.fork().nativeUpdate(GarageCar, { id: car.id }, { condition: 5 })).rejects.toThrow(
      /garage_cars_condition_check/,
    );
  });
});
