import { letterNumeral, romanNumeral } from './numerals';

describe('numbers written as letters', () => {
  it('in Roman numerals, subtractive pairs and all', () => {
    expect(`${romanNumeral(3)} ${romanNumeral(49)} ${romanNumeral(1994)}`).toBe('III XLIX MCMXCIV');
  });

  it('as letters, A to Z and then AA', () => {
    expect([1, 2, 26, 27, 52, 53].map(letterNumeral).join(' ')).toBe('A B Z AA AZ BA');
  });
});
