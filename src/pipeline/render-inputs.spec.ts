import { converterIdentity } from './render-inputs';

describe('converterIdentity', () => {
  const writer = process.env.OCTAVO_MOBI_WRITER;
  afterEach(() => {
    if (writer === undefined) delete process.env.OCTAVO_MOBI_WRITER;
    else process.env.OCTAVO_MOBI_WRITER = writer;
  });

  it('names Octavo’s own MOBI writer when the server writes MOBI itself, so no Calibre MOBI is reused for it', async () => {
    delete process.env.OCTAVO_MOBI_WRITER;
    const calibre = await converterIdentity('mobi');
    process.env.OCTAVO_MOBI_WRITER = 'native';
    const native = await converterIdentity('mobi');
    expect(native).toBe('octavo mobi writer');
    expect(calibre).not.toBe(native);
    expect(calibre).toMatch(/ebook-convert/);
  });
});
