import { describe, expect, it } from 'vitest';
import { carName } from './car-name';

describe('carName', () => {
  it('does not repeat the model when the trim starts with it', () => {
    expect(carName(1969, 'GTO', 'GTO Judge')).toBe('1969 GTO Judge');
    expect(carName(1964, 'GTO', 'GTO')).toBe('1964 GTO');
    expect(carName(1964, 'GTO', 'gto')).toBe('1964 GTO');
  });

  it('names the model and trim when the trim is its own word', () => {
    expect(carName(1970, 'Firebird', 'Formula 400')).toBe('1970 Firebird Formula 400');
    expect(carName(1977, 'Trans Am', 'Trans Am Special Edition')).toBe('1977 Trans Am Special Edition');
    // 'GTOs' is not the model's name followed by more words.
    expect(carName(1966, 'GTO', 'GTOs')).toBe('1966 GTO GTOs');
  });

  it('is the year and model without a trim', () => {
    expect(carName(1959, 'Bonneville')).toBe('1959 Bonneville');
    expect(carName(1959, 'Bonneville', null)).toBe('1959 Bonneville');
    expect(carName(1959, 'Bonneville', '  ')).toBe('1959 Bonneville');
  });
});
