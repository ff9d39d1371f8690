/**
 * Common characters Traditional Chinese writes one way and Simplified another, each pair at the same place:
 * a few hundred characters of running text hold several of them, whatever the subject.
 */
const TRADITIONAL =
  '這個們來時為說會對與過學國發經種問點從應當實現開關還進樣麼據數資網區塊機號將條產體處長無間題東車書見門頭';
const SIMPLIFIED =
  '这个们来时为说会对与过学国发经种问点从应当实现开关还进样么据数资网区块机号将条产体处长无间题东车书见门头';

export const TRADITIONAL_ONLY: ReadonlySet<string> = new Set(TRADITIONAL);
export const SIMPLIFIED_ONLY: ReadonlySet<string> = new Set(SIMPLIFIED);

/**
 * Which of the two ways a Chinese text is written, counted over many pieces of it (`CjkLetterCount` hands it each
 * ideograph it meets): `zh-Hant` when it holds more characters only Traditional Chinese writes than characters only
 * Simplified writes, else `zh-Hans` (the more common, and what a text without either reads as).
 */
export class ChineseScriptCount {
  private traditional = 0;
  private simplified = 0;

  /** One ideograph of the text (every character of the pairs above is one). */
  addIdeograph(char: string): void {
    if (TRADITIONAL_ONLY.has(char)) this.traditional++;
    else if (SIMPLIFIED_ONLY.has(char)) this.simplified++;
  }

  tag(): 'zh-Hant' | 'zh-Hans' {
    return this.traditional > this.simplified ? 'zh-Hant' : 'zh-Hans';
  }
}
