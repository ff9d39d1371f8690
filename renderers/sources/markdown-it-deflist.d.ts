declare module 'markdown-it-deflist' {
  import type MarkdownIt from 'markdown-it';

  const markdownItDeflist: MarkdownIt.PluginSimple;
  export default markdownItDeflist;
}
