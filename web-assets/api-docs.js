// /docs: the OpenAPI document drawn by Redoc (loaded before this script from /assets/redoc-standalone.js) in
// place of the plain list of routes the page carries for browsers without JavaScript.
function start() {
  const target = document.getElementById('api-reference');
  if (!target || !window.Redoc) return;
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const header = document.querySelector('.site-header');
  window.Redoc.init(
    target.getAttribute('data-spec-url'),
    {
      scrollYOffset: () => (header ? header.getBoundingClientRect().bottom : 0),
      hideDownloadButton: false,
      expandResponses: '200,201',
      jsonSampleExpandLevel: 3,
      nativeScrollbars: true,
      sortPropsAlphabetically: false,
      theme: {
        breakpoints: { small: '50rem', medium: '75rem', large: '105rem' },
        colors: dark
          ? { primary: { main: '#8fb0ff' }, text: { primary: '#e6e8ee', secondary: '#b4bac6' } }
          : { primary: { main: '#2f5bd3' } },
        typography: {
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
          headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
          code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        },
        sidebar: dark ? { backgroundColor: '#1b1f27', textColor: '#e6e8ee' } : { backgroundColor: '#f6f7f9' },
        rightPanel: { backgroundColor: '#1f2430' },
      },
    },
    target,
    () => document.documentElement.setAttribute('data-api-reference', 'ready'),
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
