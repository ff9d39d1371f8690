import type MarkdownIt from 'markdown-it';

/** `[ ] ` or `[x] ` opening a list item's text, as GitHub and GitLab write a task. */
const TASK_MARKER = /^\[([ xX])\]\s+/;

/**
 * GitHub's task lists (`- [ ] to do`, `- [x] done`): the item's marker becomes a box, drawn by the book's style
 * (no font need hold a ballot-box character) and named for readers that cannot see it; printed as written it read
 * "[ ] Interrupts" behind a bullet.
 */
export function markdownTaskLists(md: MarkdownIt.MarkdownIt): void {
  md.core.ruler.after('inline', 'octavo_task_lists', (state) => {
    const tokens = state.tokens;
    for (let i = 2; i < tokens.length; i++) {
      const inline = tokens[i];
      if (inline.type !== 'inline' || tokens[i - 1].type !== 'paragraph_open') continue;
      if (tokens[i - 2].type !== 'list_item_open') continue;
      const first = inline.children?.[0];
      const marker = first?.type === 'text' ? TASK_MARKER.exec(first.content) : null;
      if (!first || !marker) continue;
      first.content = first.content.slice(marker[0].length);
      const done = marker[1] !== ' ';
      const box = new state.Token('html_inline', '', 0);
      box.content = `<span class="task-box${done ? ' done' : ''}" role="img" aria-label="${done ? 'done' : 'not done'}"></span>`;
      inline.children!.unshift(box);
      tokens[i - 2].attrJoin('class', 'task-list-item');
    }
  });
}
