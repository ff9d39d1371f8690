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

const VIETNAMESE = [
  'Tiệm bánh mở cửa lúc sáu giờ, và người thợ làm bánh đã ở trong bếp từ ba giờ sáng.',
  'Ông nhào bột cho những chiếc bánh mì nhỏ bằng tay, vì cái máy không làm được tốt như ông.',
  'Trên chiếc bàn dài là các khay, và trên mỗi khay có hai mươi ổ bánh nhỏ còn phải đợi bột nở.',
  'Lò nướng rất nóng, và không khí trong bếp có mùi men, mùi muối và mùi bột mì mới.',
  'Khi những người khách đầu tiên đến, các kệ đã đầy, và cô bán hàng đặt những chiếc giỏ trước quầy.',
  'Cô biết hầu hết khách hàng từ nhiều năm nay, và cô biết ai muốn bánh mì đen, ai thích bánh ngọt hơn.',
  'Đến chín giờ thì yên tĩnh hơn, và người thợ ngồi trên chiếc ghế dài trước cửa với một tách cà phê.',
  'Rồi ông ghi lại những gì sẽ được nướng vào ngày hôm sau, vì thứ bảy có nhiều người đến hơn những ngày khác.',
  'Các công thức được ghi trong một cuốn sổ cũ của cha ông, và một số trang đầy những vết bẩn.',
  'Ông ít khi thay đổi công thức, nhưng cho mùa đông này ông đã nghĩ ra một loại bánh với hạt và táo.',
  'Bánh đó không rẻ, nhưng khách vẫn vui lòng mua, và đến tối thường không còn ổ nào.',
].join(' ');

const INDONESIAN = [
  'Toko roti itu buka pukul enam, dan tukang roti sudah berada di dapur sejak pukul tiga pagi.',
  'Ia menguleni adonan untuk roti kecil dengan tangan, karena mesin tidak dapat melakukannya sebaik dia.',
  'Di atas meja yang panjang ada loyang, dan di setiap loyang ada dua puluh roti kecil yang masih harus mengembang.',
  'Oven itu panas, dan udara di dapur berbau ragi, garam, dan tepung yang baru.',
  'Ketika pelanggan pertama datang, rak sudah penuh, dan penjual meletakkan keranjang di depan meja kasir.',
  'Ia sudah mengenal sebagian besar pelanggan selama bertahun-tahun, dan ia tahu siapa yang menginginkan roti hitam.',
  'Pada pukul sembilan suasana menjadi lebih tenang, dan tukang roti duduk di bangku dekat pintu dengan secangkir kopi.',
  'Lalu ia menulis apa yang akan dipanggang pada hari berikutnya, karena pada hari Sabtu lebih banyak orang datang.',
  'Resep itu disimpan dalam buku catatan lama yang dimulai oleh ayahnya, dan beberapa halamannya penuh dengan noda.',
  'Ia jarang mengubah resep, tetapi untuk musim dingin ini ia telah menciptakan roti dengan kacang dan apel.',
  'Roti itu tidak murah, tetapi pelanggan senang membelinya, dan pada malam hari jarang ada roti yang tersisa.',
].join(' ');

/** The same morning in Malay: Indonesian's commonest words, Malay's own kerana, boleh, mahu and selepas. */
const MALAY = [
  'Kedai roti itu dibuka pada pukul enam, dan tukang roti sudah berada di dapur sejak pukul tiga pagi.',
  'Dia menguli doh untuk roti kecil dengan tangan, kerana mesin tidak boleh melakukannya sebaik dia.',
  'Di atas meja yang panjang terdapat dulang, dan di setiap dulang ada dua puluh biji roti kecil yang perlu mengembang.',
  'Ketuhar itu panas, dan udara di dapur berbau yis, garam dan tepung yang baharu.',
  'Apabila pelanggan pertama datang, rak sudah penuh, dan jurujual meletakkan bakul di hadapan kaunter.',
  'Dia sudah mengenali kebanyakan pelanggan selama bertahun-tahun, dan dia tahu siapa yang mahu roti hitam.',
  'Pada pukul sembilan suasana menjadi lebih tenang, dan tukang roti duduk di bangku dekat pintu dengan secawan kopi.',
  'Selepas itu dia menulis apa yang akan dibakar pada hari berikutnya, kerana pada hari Sabtu lebih ramai orang datang.',
  'Resipi itu disimpan dalam buku nota lama yang dimulakan oleh bapanya, dan beberapa halamannya penuh dengan kotoran.',
  'Dia jarang mengubah resipi, tetapi untuk musim sejuk ini dia telah mencipta roti dengan kacang dan epal.',
  'Roti itu tidak murah, tetapi pelanggan suka membelinya, dan pada waktu malam jarang ada roti yang tinggal.',
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

  // rust-tieng-viet's book and an Indonesian Go course were built as English, hyphenated by English patterns.
  it('written in Vietnamese, is vi; in Indonesian, id; in Malay, ms', async () => {
    expect((await build({ 'ch01.adoc': chapter('Buổi sáng', VIETNAMESE) })).lang).toBe('vi');
    expect((await build({ 'ch01.adoc': chapter('Pagi', INDONESIAN) })).lang).toBe('id');
    const malay = await build({ 'ch01.adoc': chapter('Pagi', MALAY) });
    expect(malay.lang).toBe('ms');
    // Octavo has no Malay words: the author is told its chapters and captions stay English, and how to declare it.
    expect(malay.warnings.filter((w) => /generated words/.test(w.text)).map((w) => [w.file, w.text])).toEqual(
      [
        [
          'platform.json',
          expect.stringMatching(
            /^the book declares no language and reads as Malay: it is built as Malay \("ms"\), its generated words in English \(Octavo has none in Malay\): .*; set "lang": "ms" in platform\.json to declare it$/,
          ),
        ],
      ],
    );
  });

  it('an English or Italian book quoting a Vietnamese or Indonesian paragraph stays en or it, the quotation marked', async () => {
    const english = await build({
      'ch01.adoc': chapter('Morning', ENGLISH),
      'ch02.adoc': chapter('Evening', ENGLISH),
      'ch03.adoc': chapter('Night', ENGLISH),
      'ch04.adoc': chapter('Dawn', ENGLISH),
      'ch05.adoc': `== Abroad\n\n${ENGLISH}\n\n=== Hà Nội\n\n${VIETNAMESE}\n\n=== Jakarta\n\n${INDONESIAN}\n`,
    });
    expect(english.lang).toBe('en');
    expect(english.html).toMatch(/<section[^>]* lang="vi"/);
    expect(english.html).toMatch(/<section[^>]* lang="id"/);
    const italian = [
      'La panetteria apre alle sei, e il fornaio è nel laboratorio dalle tre del mattino.',
      'Impasta a mano la pasta dei panini, perché la macchina non lo fa bene come lui.',
      'Sul lungo tavolo ci sono le teglie, e su ogni teglia ci sono venti panini che devono ancora lievitare.',
      'Il forno è caldo, e nel laboratorio si sente il profumo del lievito, del sale e della farina fresca.',
      'Quando arrivano i primi clienti, gli scaffali sono pieni, e la commessa mette i cestini davanti al banco.',
      'Conosce la maggior parte dei clienti da anni, e sa chi vuole il pane scuro e chi preferisce una torta.',
      'Verso le nove il negozio è più tranquillo, e il fornaio si siede sulla panca davanti alla porta con un caffè.',
      'Poi scrive quello che sarà cotto il giorno dopo, perché il sabato vengono più persone degli altri giorni.',
      'Le ricette sono in un vecchio quaderno di suo padre, e alcune pagine sono piene di macchie.',
      'Cambia raramente le ricette, ma per questo inverno ha inventato un pane con noci e mele.',
    ].join(' ');
    expect((await build({ 'ch01.adoc': chapter('Il mattino', italian) })).lang).toBe('it');
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
