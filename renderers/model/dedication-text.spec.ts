import { readsAsDedication } from './dedication-text';

describe('readsAsDedication', () => {
  it.each([
    'This book is dedicated to two dear friends without whom it would not have been possible: Karen and Jim.',
    'To my parents, who taught me to read.',
    'For our daughters.',
    'In loving memory of my grandfather.',
    'Für meine Eltern, denen dieses Buch gewidmet ist.',
    'À la mémoire de mon père.',
    'Dedicado a mi familia.',
  ])('reads "%s" as a dedication', (text) => {
    expect(readsAsDedication(text)).toBe(true);
  });

  it.each([
    'For this book you need Python 3.12 and a terminal.',
    'Specification: Jakarta Servlet. Version: 6.0. Release: May 2022.',
    `This preface is dedicated to the reader. ${'More words of a long preface. '.repeat(20)}`,
    '',
  ])('reads "%s" as no dedication', (text) => {
    expect(readsAsDedication(text)).toBe(false);
  });
});
