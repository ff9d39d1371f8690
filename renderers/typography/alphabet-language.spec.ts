import { AlphabetLetterCount } from './alphabet-language';

function languageOf(...texts: string[]): string | undefined {
  const count = new AlphabetLetterCount();
  for (const text of texts) count.add(text);
  return count.language()?.lang;
}

describe('AlphabetLetterCount', () => {
  it.each([
    // Pro Git's Arabic translation opens so; it holds none of the letters only Arabic writes (ة, ى).
    [
      'ar',
      'الاستعداد للبدء الفصل سيكون حول البدء مع جيت. سوف نبدأ بشرح بعض الخلفيات حول ادوات التحكم بالنسخ.',
    ],
    ['ar', 'هذه المقدمة تشرح طريقة العمل مع نظام التحكم بالنسخ، ولكن عبارة git commit تحفظ اللقطة.'],
    [
      'fa',
      'این کتاب دربارهٔ گیت است. ما با توضیح پیشینهٔ ابزارهای کنترل نسخه شروع می‌کنیم و سپس چگونگی نصب گیت را می‌گوییم.',
    ],
    // A short Persian text holding none of پ چ ژ گ: its ک and ی are letters Arabic never writes (ك ي).
    ['fa', 'فصل متن فارسی.'],
    ['fa', 'کتاب یک'],
    ['ur', 'یہ کتاب گٹ کے بارے میں ہے۔ ہم ورژن کنٹرول کے اوزاروں کے پس منظر سے شروع کرتے ہیں۔'],
    ['he', 'פרק זה יעסוק בתחילת העבודה עם גיט. נתחיל בהסבר על רקע של כלי ניהול גרסאות.'],
    ['el', 'Αυτό το κεφάλαιο θα σας δείξει πώς να ξεκινήσετε με το Git.'],
    [
      'ru',
      'Эта глава расскажет о том, как начать работу с Git. Сначала мы объясним, что такое системы контроля версий.',
    ],
    [
      'uk',
      'Цей розділ розповість про те, як почати роботу з Git. Спочатку ми пояснимо, що таке системи контролю версій.',
    ],
    [
      'be',
      'Гэты раздзел распавядае пра тое, як пачаць працу з Git. Спачатку мы растлумачым, што такое сістэмы кіравання версіямі.',
    ],
    [
      'bg',
      'Тази глава ще разкаже как да започнете работа с Git. Първо ще обясним какво представляват системите за контрол на версиите.',
    ],
    [
      'sr',
      'Ово поглавље ће објаснити како да почнете са Гитом. Прво ћемо објаснити шта су системи за контролу верзија.',
    ],
    [
      'mk',
      'Ова поглавје ќе објасни како да започнете со Гит. Прво ќе објасниме што се системите за контрола на верзии.',
    ],
    // Scripts written for one language (or a few nothing here tells apart): their letters, not their vowel signs.
    ['th', 'บทนี้จะพูดถึงการเริ่มต้นใช้งาน Git เราจะเริ่มจากการอธิบายเกี่ยวกับระบบควบคุมเวอร์ชัน'],
    ['hi', 'यह अध्याय गिट के साथ शुरुआत करने के बारे में है। पहले हम संस्करण नियंत्रण के बारे में बताएंगे।'],
    ['ka', 'ეს თავი მოგიყვებათ, თუ როგორ დავიწყოთ მუშაობა Git-თან.'],
    ['hy', 'Այս գլուխը կպատմի, թե ինչպես սկսել աշխատել Git-ի հետ։'],
    ['ta', 'இந்த அத்தியாயம் கிட் உடன் தொடங்குவது பற்றியது.'],
    ['am', 'ይህ ምዕራፍ ከጊት ጋር እንዴት መጀመር እንደሚቻል ያብራራል።'],
  ])('reads text in %s as written in it', (lang, text) => {
    expect(languageOf(text)).toBe(lang);
  });

  it('counts over many pieces: Latin names among them leave the book in its alphabet', () => {
    expect(languageOf('الفصل سيكون حول البدء مع', ' GitHub ', 'جيت وادوات التحكم بالنسخ')).toBe('ar');
  });

  it('reads no language where these alphabets hold less than half the letters', () => {
    expect(languageOf('Pushkin wrote «Евгений Онегин» in verse, and the novel was published in parts.')).toBe(
      undefined,
    );
    expect(languageOf('The Arabic word كتاب means a book.')).toBe(undefined);
    expect(languageOf('123 — 456')).toBe(undefined);
    expect(languageOf('The Thai greeting สวัสดี opens most conversations in Bangkok and beyond.')).toBe(
      undefined,
    );
  });

  it('names the alphabet, and the other languages written in it that the author may mean', () => {
    const count = new AlphabetLetterCount();
    count.add('الفصل سيكون حول البدء مع جيت');
    expect(count.language()).toEqual({ lang: 'ar', alphabet: 'Arabic script', others: ['fa', 'ur'] });
    const hindi = new AlphabetLetterCount();
    hindi.add('यह अध्याय गिट के साथ शुरुआत करने के बारे में है');
    expect(hindi.language()).toEqual({ lang: 'hi', alphabet: 'Devanagari', others: ['mr', 'ne'] });
  });
});
