/**
 * knitr's inline R (`` `r nrow(flights)` ``) and Quarto's inline expressions (`` `{python} len(df)` ``). A module of
 * its own: the config loader reads them in front matter, and must not load the code-cell converter at start.
 */
export const INLINE_EXPRESSION = /`((?:r|\{(?:r|python|julia)\})\s[^`\n]+)`/g;
