import { describe, expect, it } from 'vitest';
import { carNumberFromCode } from './carNumberFromCode';

const SHOW = '33333333-3333-4333-8333-333333333333';

describe('carNumberFromCode', () => {
  it('reads the car number of a dash card of this show, whatever the host', () => {
    expect(carNumberFromCode(`https://pontiac.example/events/${SHOW}/cars/42`, SHOW)).toBe(42);
    expect(carNumberFromCode(`http://192.168.1.4:3000/events/${SHOW}/cars/7/`, SHOW)).toBe(7);
    expect(carNumberFromCode(`/events/${SHOW}/cars/3`, SHOW)).toBe(3);
  });

  it('refuses another show’s card, another address and numbers out of range', () => {
    expect(carNumberFromCode('https://pontiac.example/events/44444444-4444-4444-8444-444444444444/cars/42', SHOW)).toBeNull();
    expect(carNumberFromCode(`https://pontiac.example/events/${SHOW}`, SHOW)).toBeNull();
    expect(carNumberFromCode(`https://pontiac.example/events/${SHOW}/cars/0`, SHOW)).toBeNull();
    expect(carNumberFromCode(`https://pontiac.example/events/${SHOW}/cars/100000`, SHOW)).toBeNull();
    expect(carNumberFromCode('WIFI:S:venue;;', SHOW)).toBeNull();
  });
});
