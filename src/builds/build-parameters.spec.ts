import { DomainError } from '../domain/event-types';
import { parseBuildParameters } from './build-parameters';

describe('parseBuildParameters', () => {
  it('tolerates spaces, case and duplicates, keeping request order', () => {
    expect(
      parseBuildParameters({ project: 'ann/book', formats: ' pdf, EPUB ,pdf,html', branch: 'main' }),
    ).toEqual({
      project: 'ann/book',
      formats: ['pdf', 'epub', 'html'],
      branch: 'main',
    });
  });

  it.each([
    [{ formats: 'pdf' }, 'project'],
    [{ project: 'nobody', formats: 'pdf' }, 'project'],
    [{ project: 'a/b', formats: 'docx' }, 'formats'],
    [{ project: 'a/b', formats: ' , ' }, 'formats'],
    [{ project: 'a/b' }, 'formats'],
    [{ project: 'a/b', formats: 'pdf', branch: 'bad..name' }, 'branch'],
  ])('rejects %j naming %s', (input, field) => {
    try {
      parseBuildParameters(input);
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('validation_failed');
      expect((error as DomainError).details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    }
  });
});
