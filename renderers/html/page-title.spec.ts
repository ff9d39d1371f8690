import { pageTitle } from './render-html';

describe('an HTML page’s title', () => {
  it('names its division, then the book; the book once where the division is named by it', () => {
    expect(pageTitle('Soil', 'Gardening')).toBe('Soil \u2013 Gardening');
    expect(pageTitle('Gardening', 'Gardening')).toBe('Gardening');
    expect(pageTitle('', 'Gardening')).toBe('Gardening');
  });
});
