import { eventGuard } from './event-types';

type PetEvent = { type: 'CatAdopted'; data: { name: string } } | { type: 'DogWalked'; data: { km: number } };

describe('eventGuard', () => {
  const isPetEvent = eventGuard<PetEvent>({ CatAdopted: true, DogWalked: true });

  it.each([
    [{ type: 'CatAdopted', data: { name: 'Tom' } }, true],
    [{ type: 'DogWalked', data: { km: 3 } }, true],
    [{ type: 'BuildRequested', data: {} }, false],
    [{ type: 'constructor', data: {} }, false],
    [{ type: 'toString', data: {} }, false],
  ])('takes %j for one of the kind: %s', (event, expected) => {
    expect(isPetEvent(event)).toBe(expected);
  });

  it('narrows the payload by type once it has accepted the event', () => {
    const stored: { type: string; data: unknown } = { type: 'DogWalked', data: { km: 3 } };
    const km = isPetEvent(stored) && stored.type === 'DogWalked' ? stored.data.km : undefined;
    expect(km).toBe(3);
  });

  it('must be told every type of the union and no other (compile-time checks)', () => {
    // @ts-expect-error DogWalked is missing
    const missing = eventGuard<PetEvent>({ CatAdopted: true });
    // @ts-expect-error FishFed is not a pet event
    const extra = eventGuard<PetEvent>({ CatAdopted: true, DogWalked: true, FishFed: true });
    expect(missing({ type: 'DogWalked', data: {} })).toBe(false);
    expect(extra({ type: 'CatAdopted', data: {} })).toBe(true);
  });
});
