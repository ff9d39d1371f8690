import type { ElementNode } from '../dom/html-dom';
import type { SourceLocation } from '../warnings';

/** The nearest source location of an element: its own, else its closest located ancestor's. */
export function locationOf(el: ElementNode, ancestors: readonly ElementNode[], file: string): SourceLocation {
  if (el.loc) return el.loc;
  for (let i = ancestors.length - 1; i >= 0; i--) if (ancestors[i].loc) return ancestors[i].loc!;
  return { file };
}
