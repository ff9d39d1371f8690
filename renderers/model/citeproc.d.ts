declare module 'citeproc' {
  /** The part of citeproc-js's engine Octavo uses (https://citeproc-js.readthedocs.io). */
  namespace CSL {
    interface CitationItem {
      id: string;
      prefix?: string;
      suffix?: string;
      locator?: string;
      label?: string;
      'suppress-author'?: boolean;
      'author-only'?: boolean;
    }
    interface Citation {
      citationID: string;
      citationItems: CitationItem[];
      properties: { noteIndex: number };
    }
    interface BibliographyParameters {
      entry_ids: string[][];
      hangingindent?: boolean;
      'second-field-align'?: false | 'flush' | 'margin';
      bibliography_errors: unknown[];
    }
    interface Sys {
      retrieveLocale(lang: string): string | undefined;
      retrieveItem(id: string): Record<string, unknown> | undefined;
      /** Each variable a citation or entry prints, with the work it is of (`params.itemData`), as it is printed. */
      variableWrapper?(
        params: { context?: string; itemData?: { id?: unknown } },
        prePunct: string,
        str: string,
        postPunct: string,
      ): string;
    }
    class Engine {
      constructor(sys: Sys, style: string, lang?: string, forceLang?: boolean);
      opt: { xclass: string; development_extensions: Record<string, boolean> };
      /** A style or locale option, as `punctuation-in-quote`. */
      getOpt(name: string): unknown;
      updateItems(ids: string[]): void;
      updateUncitedItems(ids: string[]): void;
      rebuildProcessorState(
        citations: Citation[],
        mode?: string,
        uncitedItemIDs?: string[],
      ): [string, number, string][];
      makeBibliography(): [BibliographyParameters, string[]] | false;
      /** Each work's place in the bibliography (`seq`: a numeric style's citation number). */
      registry: { registry: Record<string, { seq: number } | undefined> };
    }
  }
  export = CSL;
}
