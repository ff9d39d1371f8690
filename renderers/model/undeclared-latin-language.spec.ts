import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

/** Invented prose: a bakery's morning, in German, French and English, each long enough to say its language. */
const GERMAN = [
  'Die Bäckerei öffnet um sechs Uhr, und der Meister ist schon seit drei Uhr in der Backstube.',
  'Er knetet den Teig für die Brötchen mit der Hand, weil die Maschine das nicht so gut kann wie er.',
  'Auf dem langen Tisch liegen die Bleche, und auf jedem Blech sind zwanzig kleine Brote, die noch gehen müssen.',
  'Der Ofen ist heiß, und die Luft in der Backstube riecht nach Hefe, nach Salz und nach frischem Mehl.',
  'Wenn die ersten Kunden kommen, ist das Regal schon voll, und die Verkäuferin stellt die Körbe vor die Theke.',
  'Sie kennt die meisten Kunden seit vielen Jahren, und sie weiß, wer ein dunkles Brot will und wer lieber Kuchen isst.',
  'Um neun Uhr wird es ruhiger, und der Meister setzt sich mit einer Tasse Kaffee auf die Bank vor der Tür.',
  'Dann schreibt er auf, was am nächsten Tag gebacken werden soll, denn am Samstag kommen mehr Leute als sonst.',
  'Die Rezepte stehen in einem alten Heft, das sein Vater angelegt hat, und manche Seiten sind voller Flecken.',
  'Er ändert die Rezepte nur selten, aber für den Winter hat er ein neues Brot mit Nüssen und Äpfeln erfunden.',
  'Das Brot ist nicht billig, doch die Kunden kaufen es gern, und am Abend ist meistens kein Laib mehr übrig.',
].join(' ');

const FRENCH = [
  'La boulangerie ouvre à six heures, et le boulanger est dans le fournil depuis trois heures du matin.',
  'Il pétrit la pâte des petits pains à la main, parce que la machine ne le fait pas aussi bien que lui.',
  'Sur la longue table sont posées les plaques, et sur chaque plaque il y a vingt petits pains qui doivent lever.',
  'Le four est chaud, et dans le fournil on sent la levure, le sel et la farine fraîche.',
  'Quand les premiers clients arrivent, les étagères sont pleines, et la vendeuse pose les paniers sur le comptoir.',
  'Elle connaît la plupart des clients depuis des années, et elle sait qui veut un pain noir et qui préfère un gâteau.',
  'Vers neuf heures, le calme revient, et le boulanger prend un café sur le banc devant la porte.',
  'Puis il note ce qui sera cuit le lendemain, car le samedi il vient plus de monde que les autres jours.',
  'Les recettes sont dans un vieux cahier que son père a commencé, et certaines pages sont pleines de taches.',
  'Il change rarement les recettes, mais pour cet hiver il a inventé un pain aux noix et aux pommes.',
  'Ce pain est cher, pourtant les clients le prennent volontiers, et le soir il ne reste souvent plus rien.',
].join(' ');

const ENGLISH = [
  'The bakery opens at six, and the baker has been in the back room since three in the morning.',
  'He kneads the dough for the rolls by hand, because the machine does not do it as well as he does.',
  'On the long table are the trays, and on each tray are twenty small loaves that still have to rise.',
  'The oven is hot, and the air in the back room smells of yeast, of salt and of fresh flour.',
  'When the first customers come in, the shelves are full, and the clerk puts the baskets in front of the counter.',
  'She has known most of the customers for years, and she knows which of them wants dark bread and which cake.',
  'By nine it is quieter, and the baker sits down with a cup of coffee on the bench by the door.',
  'Then he writes down what is to be baked the next day, for on Saturday more people come than on other days.',
  'The recipes are kept in an old notebook that his father started, and some of its pages are covered with stains.',
  'He rarely changes the recipes, but for this winter he has invented a loaf with nuts and apples.',
  'That bread is not cheap, yet customers buy it gladly, and by evening there is seldom a loaf left.',
].join(' ');

/** English code and a listing, as a German book about software quotes them: code is no prose of the book. */
const ENGLISH_CODE = [
  '----',
  '// the loop that bakes each of the trays and then returns them to the shelf for the customers',
  'for (const tray of trays) { bake(tray); return tray; }',
  '----',
].join('\n');

async function build(files: Record<string, string>, lang?: string) {
  const names = Object.keys(files);
  const model = await buildBookModel(
    memorySource(files),
    { files: names, formats: {}, ...(lang ? { lang } : {}) },
    { bookName: 'x' },
  );
  return { lang: model.lang, html: model.divisions.map((d) => d.html).join('\n'), warnings: model.warnings };
}

const chapter = (title: string, prose: string, extra = '') =>
  [`== ${title}`, '', prose, '', '[[tray]]', '.Ein Blech', 'image::tray.png[Blech]', '', extra].join('\n');

describe('a book in a Latin-script language that declares none', () => {
  it('written in German, quoting English code, is de: its chapters are Kapitel, its figures Abbildung', async () => {
    const { lang, html, warnings } = await build({
      'teil/01-morgen/01-morgen.adoc': chapter('Der Morgen', GERMAN, ENGLISH_CODE),
      'teil/02-abend/02-abend.adoc': chapter('Der Abend', GERMAN),
    });
    expect(lang).toBe('de');
    expect(html).toContain('Kapitel 1');
    expect(html).toMatch(/Abbildung 1-1/);
    expect(html).not.toMatch(/Chapter 1|Figure 1-1/);
    // Every chapter reads as the book's language now: none is marked, or warned of, as another.
    expect(html).not.toContain('lang="de"');
    expect(warnings.filter((w) => /reads as/.test(w.text))).toEqual([]);
  });

  it('written in French, is fr', async () => {
    const { lang, html } = await build({ 'ch01.adoc': chapter('Le matin', FRENCH) });
    expect(lang).toBe('fr');
    expect(html).toContain('Chapitre 1');
  });

  it('written in English, stays en', async () => {
    expect((await build({ 'ch01.adoc': chapter('Morning', ENGLISH) })).lang).toBe('en');
  });

  it('mixing German and English chapters in like measure, stays en; the German one is marked and named', async () => {
    const { lang, html, warnings } = await build({
      'ch01.adoc': chapter('Der Morgen', GERMAN),
      'ch02.adoc': chapter('Morning', ENGLISH),
    });
    expect(lang).toBe('en');
    expect(html).toContain('lang="de"');
    expect(warnings.filter((w) => /reads as/.test(w.text)).map((w) => [w.file, w.line, w.text])).toEqual([
      ['ch01.adoc', 1, expect.stringContaining('reads as German, not English')],
    ]);
  });

  it('too short to say (a title page, a few German words), stays en', async () => {
    expect(
      (
        await build({
          'ch01.adoc': '== Der Morgen\n\nDie Bäckerei öffnet um sechs Uhr, und der Ofen ist heiß.\n',
        })
      ).lang,
    ).toBe('en');
  });

  it('declared, keeps its declaration: in the config, or as :lang: in the document', async () => {
    expect((await build({ 'ch01.adoc': chapter('Der Morgen', GERMAN) }, 'en')).lang).toBe('en');
    expect((await build({ 'ch01.adoc': `= Buch\n:lang: nl\n\n${chapter('Der Morgen', GERMAN)}` })).lang).toBe(
      'nl',
    );
  });
});
