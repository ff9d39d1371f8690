import { CacheLookup, RenderCache } from '../cache/render-cache';
import { SearchDocument } from './search-documents';
import { searchIndexScript } from './search-index';
import { prefixTerm } from './search-terms';
import { canonical, loadShippedIndex, referenceIndex } from '../test-support/search-index-check';

const documents: SearchDocument[] = [
  {
    id: 0,
    href: 'ch01.html',
    title: 'Chapter 1. Keys',
    division: 'Chapter 1. Keys',
    text: 'Keys, keys and KEYS: the key to it all.',
  },
  {
    id: 1,
    href: 'ch01.html#elliptic',
    title: 'Elliptic Curves',
    division: 'Chapter 1. Keys',
    text: 'secp256k1 — an elliptic curve; y² = x³ + 7. Élan, naïve café.',
  },
  {
    id: 2,
    href: 'ch01.html#empty',
    title: '',
    division: 'Chapter 1. Keys',
    text: 'No title here, only text text text.',
  },
  { id: 3, href: 'ch02.html', title: 'Chapter 2. Wallets', division: 'Chapter 2. Wallets', text: '' },
  {
    id: 4,
    href: 'ch02.html#hd',
    title: 'HD Wallets (BIP-32)',
    division: 'Chapter 2. Wallets',
    text: 'Hierarchical deterministic wallets derive keys from a seed; 0x1234 is hex.',
  },
];

describe('searchIndexScript', () => {
  it('ships exactly the index MiniSearch builds from the same documents, to the last bit of every average', async () => {
    const shipped = loadShippedIndex(await searchIndexScript(documents));
    expect(canonical(shipped)).toEqual(canonical(referenceIndex(documents)));
  });

  it('finds what MiniSearch finds, with the same scores', async () => {
    const shipped = loadShippedIndex(await searchIndexScript(documents));
    const reference = referenceIndex(documents);
    for (const query of ['keys', 'elliptic curve', 'cafe', 'wal', 'hex seed', 'secp256k1']) {
      expect(shipped.search(query, { prefix: true, fuzzy: 0.2 })).toEqual(
        reference.search(query, { prefix: true, fuzzy: 0.2 }),
      );
    }
  });

  it('indexes nothing when there are no documents', async () => {
    expect(canonical(loadShippedIndex(await searchIndexScript([])))).toEqual(canonical(referenceIndex([])));
  });

  it('finds a Chinese or Japanese word inside the unspaced phrase that holds it, as in a mixed-script sentence', async () => {
    const cjk: SearchDocument[] = [
      {
        id: 0,
        href: 'ch01.html',
        title: '第一章 木板',
        division: '第一章 木板',
        text: '松木板的层数尽可能少。',
      },
      {
        id: 1,
        href: 'ch02.html',
        title: '第二章 钉子',
        division: '第二章 钉子',
        text: '用Docker镜像保存钉子。',
      },
      { id: 2, href: 'ch03.html', title: '道具', division: '道具', text: 'ハンマーで釘を打つ。' },
    ];
    const shipped = loadShippedIndex(await searchIndexScript(cjk));
    const hrefs = (query: string) => shipped.search(query, { combineWith: 'AND' }).map((hit) => hit.id);
    expect(hrefs('层数')).toEqual([0]);
    expect(hrefs('镜像')).toEqual([1]);
    expect(hrefs('docker')).toEqual([1]);
    expect(hrefs('钉子')).toEqual([1]);
    expect(hrefs('ハンマー')).toEqual([2]);
    expect(hrefs('木板 层数')).toEqual([0]);
    expect(hrefs('层数 钉子')).toEqual([]);
  });

  it("keeps a division's terms from one index to the next, reading the cache only for a division that changed", async () => {
    const stored = new Map<string, Buffer>();
    const reads: string[] = [];
    const cache: RenderCache = {
      get: async (key): Promise<CacheLookup> => {
        reads.push(key);
        const value = stored.get(key);
        return value ? { value } : null;
      },
      put: async (key, value) => void stored.set(key, value),
      trim: async () => undefined,
    };
    const book = documents;
    const first = await searchIndexScript(book, cache);
    expect(reads).toHaveLength(2);
    expect(stored.size).toBe(2);
    reads.length = 0;
    expect(await searchIndexScript(book, cache)).toBe(first);
    expect(reads).toEqual([]);
    const changed = book.map((d) => (d.id === 4 ? { ...d, text: `${d.text} glazes` } : d));
    const again = await searchIndexScript(changed, cache);
    expect(reads).toHaveLength(1);
    expect(canonical(loadShippedIndex(again))).toEqual(canonical(referenceIndex(changed)));
  });

  // rust-kr's Rust book: "변수" (variable) found 44 of the 103 sections that have it; the others write 변수를, 변수에.
  it('finds a Korean word with the particle joined to it, searched as the site searches', async () => {
    const korean: SearchDocument[] = [
      { id: 0, href: 'ch01.html', title: '변수', division: '변수', text: '변수를 선언합니다.' },
      { id: 1, href: 'ch02.html', title: '값', division: '값', text: '변수에 값을 넣습니다.' },
      { id: 2, href: 'ch03.html', title: '상수', division: '상수', text: '상수는 바뀌지 않습니다. Key.' },
    ];
    const shipped = loadShippedIndex(await searchIndexScript(korean));
    const ids = (query: string) =>
      shipped
        .search(query, { prefix: prefixTerm, combineWith: 'AND' })
        .map((hit) => hit.id)
        .sort();
    expect(ids('변수')).toEqual([0, 1]);
    expect(ids('값')).toEqual([1]);
    expect(ids('변수 값')).toEqual([1]);
    expect(ids('상수')).toEqual([2]);
    // Latin terms of two letters are still matched whole: "ke" finds no "key".
    expect(ids('ke')).toEqual([]);
    expect(ids('key')).toEqual([2]);
  });

  // Marisada/kphis-book: "ผู้ป่วย" (patient) was never found inside "รายการผู้ป่วยใน" (the list of inpatients).
  it('finds a Thai, Lao or Khmer word inside the unspaced phrase that holds it', async () => {
    const spaceless: SearchDocument[] = [
      {
        id: 0,
        href: 'ch01.html',
        title: 'ระบบงานผู้ป่วยใน',
        division: 'ระบบงานผู้ป่วยใน',
        text: 'หน้าจอรายการผู้ป่วยในแสดงใบสั่งยาของแพทย์',
      },
      { id: 1, href: 'ch02.html', title: 'พยาบาล', division: 'พยาบาล', text: 'บันทึกการพยาบาลประจำวัน' },
      { id: 2, href: 'ch03.html', title: 'ພາສາລາວ', division: 'ພາສາລາວ', text: 'ພາສາລາວເປັນພາສາທາງການ' },
      { id: 3, href: 'ch04.html', title: 'ភាសា', division: 'ភាសា', text: 'ភាសាខ្មែរគឺជាភាសាផ្លូវការ' },
    ];
    const shipped = loadShippedIndex(await searchIndexScript(spaceless));
    const ids = (query: string) => shipped.search(query, { combineWith: 'AND' }).map((hit) => hit.id);
    expect(ids('ผู้ป่วย')).toEqual([0]);
    expect(ids('ยา')).toEqual([0]);
    expect(ids('การพยาบาล')).toEqual([1]);
    expect(ids('ลาว')).toEqual([]);
    expect(ids('ເປັນ')).toEqual([2]);
    expect(ids('គឺជា')).toEqual([3]);
  });
});
