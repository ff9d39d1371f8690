import { destinationId } from './page-numbers';

describe('destinationId', () => {
  it('undoes the PDF name escapes and the URL fragment encoding Chromium applies', () => {
    // Names as Chromium 156 writes them for these ids.
    expect(destinationId('/gr#25C3#25B6#25C3#259Fe')).toBe('größe');
    expect(destinationId('/#25D0#259A#25D0#25BE#25D0#25BC')).toBe('Ком');
    expect(destinationId('/100#2525-done')).toBe('100%-done');
    expect(destinationId('/a#2520b')).toBe('a b');
    expect(destinationId('/x#2523y')).toBe('x#y');
    expect(destinationId('/plain-id')).toBe('plain-id');
  });

  it('keeps a name that is not valid percent-encoding as it is', () => {
    expect(destinationId('/50#25-off')).toBe('50%-off');
  });
});
