import { bodyParts, printLanes } from './print-in-parts';

type Env = Record<string, string>;

describe('how a PDF is printed in parts: lanes and parts', () => {
  const lanesCases: [Env, number | undefined, string][] = [
    [{}, undefined, 'one lane per core, at most four'],
    [{ OCTAVO_PDF_PRINT_LANES: '3' }, 3, 'as configured'],
    [{ OCTAVO_PDF_PRINT_LANES: '0' }, 0, 'every book as one document'],
    [{ OCTAVO_PDF_PRINT_LANES: 'many' }, undefined, 'not a number: the default'],
  ];
  it.each(lanesCases)('printLanes(%j) → %s (%s)', (env, expected) => {
    const lanes = printLanes(env);
    if (expected === undefined) {
      expect(lanes).toBeGreaterThanOrEqual(1);
      expect(lanes).toBeLessThanOrEqual(4);
    } else {
      expect(lanes).toBe(expected);
    }
  });

  const partsCases: [Env, number, number, string][] = [
    [{}, 2, 2, 'as many parts as lanes'],
    [{ OCTAVO_PDF_PARTS: '8' }, 2, 8, 'more parts, for other worker processes to print'],
    [{ OCTAVO_PDF_PARTS: '0' }, 2, 1, 'at least one'],
    [{ OCTAVO_PDF_PARTS: 'x' }, 3, 3, 'not a number: the lanes'],
  ];
  it.each(partsCases)('bodyParts(%j, %i lanes) → %i (%s)', (env, lanes, expected) => {
    expect(bodyParts(lanes, env)).toBe(expected);
  });
});
