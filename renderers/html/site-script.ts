import { numberedLabel } from '../model/labels';
import { SEARCH_DATA_GLOBAL } from './search-index';
import { PREFIX_TERM_SOURCE, SEARCH_TERMS_SOURCE } from './search-terms';
import { SiteLabels } from './site-labels';

/**
 * The site's one script: Octavo's own code, never the book's (book scripts are removed and never run).
 * It opens the contents column on wide screens and follows the reader through a one-page book, runs
 * the search against the index built with the book (loaded with `<script>` on first use, so it works
 * from `file://` with no network), and opens footnotes in a popover. Every part is an enhancement:
 * without it the page still reads, folds its contents and jumps to its notes.
 *
 * Plain ES2019 in a string (it is shipped as a file, not compiled with the server); text from the book
 * only ever reaches the page through `textContent`. Its messages are in the book's language (`labels`, and
 * `footnote`, the book's word for a note).
 */
export function siteScript(labels: SiteLabels, footnote: string): string {
  const unavailable = jsString(labels.searchUnavailable);
  const nothingFound = jsTemplate(labels.nothingFound, 'query', 'query');
  const resultCount = countExpression('found.length', labels.oneResult, labels.results);
  const noteName = jsTemplate(
    numberedLabel(footnote, '{n}'),
    'n',
    "(note.parentElement ? Array.prototype.indexOf.call(note.parentElement.children, note) + 1 : '')",
  );
  return `/* Octavo site script */
(function () {
  'use strict';
  var doc = document;
  doc.documentElement.classList.add('js');
  var own = doc.currentScript && doc.currentScript.src;
  var base = own ? own.replace(/[^\\/]*$/, '') : 'site/';

  /* Contents: a column on wide screens, a fold-out on narrow ones. */
  var panel = doc.getElementById('site-contents');
  var wide = window.matchMedia('(min-width: 64em)');
  if (panel) {
    panel.open = wide.matches;
    var onWidth = function () { panel.open = wide.matches; };
    if (wide.addEventListener) wide.addEventListener('change', onWidth);
    panel.addEventListener('click', function (event) {
      var link = event.target.closest && event.target.closest('a');
      if (link && !wide.matches && link.getAttribute('href').charAt(0) === '#') panel.open = false;
    });
    var current = panel.querySelector('[aria-current="page"]');
    if (current) {
      if (wide.matches) reveal(current, true);
      panel.addEventListener('toggle', function () { if (panel.open) reveal(current, true); });
    }
    followReading(panel);
  }

  /* Scrolls the contents (the column, or the fold-out's list) so that an entry shows, near the top. */
  function reveal(entry, always) {
    var list = panel.querySelector('nav');
    var scroller = list && list.scrollHeight > list.clientHeight ? list : panel;
    var view = scroller.getBoundingClientRect();
    var at = entry.getBoundingClientRect();
    var hidden = at.top < view.top || at.bottom > view.bottom;
    if (!always && !hidden) return;
    scroller.scrollTop += at.top - view.top - Math.min(120, scroller.clientHeight / 4);
  }

  /* Marks the contents entry of what is on screen: sections of this page, and in a one-page book its division. */
  function followReading(panel) {
    var links = [];
    var targets = [];
    panel.querySelectorAll('a[href^="#"]').forEach(function (link) {
      var target = doc.getElementById(decode(link.getAttribute('href').slice(1)));
      if (target) { links.push(link); targets.push(target); }
    });
    if (!links.length) return;
    var single = panel.hasAttribute('data-single');
    var marked = null;
    var update = function () {
      var line = Math.min(160, window.innerHeight / 4);
      var low = 0, high = targets.length - 1, found = -1;
      while (low <= high) {
        var middle = (low + high) >> 1;
        if (targets[middle].getBoundingClientRect().top <= line) { found = middle; low = middle + 1; }
        else high = middle - 1;
      }
      var link = found >= 0 ? links[found] : null;
      if (link === marked) return;
      if (marked) marked.removeAttribute('aria-current');
      panel.querySelectorAll('li.is-current').forEach(function (item) {
        if (single) item.classList.remove('is-current');
      });
      marked = link;
      if (!link) return;
      link.setAttribute('aria-current', 'location');
      if (single) {
        for (var item = link.parentElement; item && item !== panel; item = item.parentElement) {
          if (item.tagName === 'LI' && item.querySelector(':scope > .toc-sections')) item.classList.add('is-current');
        }
      }
      if (wide.matches) reveal(link, false);
    };
    var pending = false;
    window.addEventListener('scroll', function () {
      if (pending) return;
      pending = true;
      window.requestAnimationFrame(function () { pending = false; update(); });
    }, { passive: true });
    update();
  }

  function decode(fragment) {
    try { return decodeURIComponent(fragment); } catch (error) { return fragment; }
  }

  /* Search: the index is built with the book; it loads the first time the reader uses the field. */
  var box = doc.querySelector('.site-search');
  if (box) setUpSearch(box);

  function setUpSearch(box) {
    var input = doc.getElementById('site-search-input');
    var results = doc.getElementById('site-search-results');
    var status = doc.getElementById('site-search-status');
    if (!input || !results || !status) return;
    box.hidden = false;
    var loading = null;

    function loadScript(src) {
      return new Promise(function (resolve, reject) {
        var script = doc.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = function () { reject(new Error('could not load ' + src)); };
        doc.head.appendChild(script);
      });
    }
    function engine() {
      if (!loading) {
        loading = (window.MiniSearch ? Promise.resolve() : loadScript(base + 'minisearch.js'))
          .then(function () { return window.${SEARCH_DATA_GLOBAL} ? null : loadScript(base + 'search-index.js'); })
          .then(function () {
            var data = window.${SEARCH_DATA_GLOBAL};
            return window.MiniSearch.loadJS(data.index, Object.assign({}, data.options, { processTerm: searchTerms }));
          });
        loading.catch(function () { loading = null; });
      }
      return loading;
    }

    var searchTerms = ${SEARCH_TERMS_SOURCE};
    var options = {
      boost: { title: 2 },
      prefix: ${PREFIX_TERM_SOURCE},
      fuzzy: function (term) { return term.length > 4 ? 0.2 : false; },
      combineWith: 'AND'
    };
    var asked = 0;
    function run() {
      var query = input.value.trim();
      var ticket = ++asked;
      if (!query) { close(); return; }
      engine().then(function (search) {
        if (ticket !== asked) return;
        var found = search.search(query, options);
        if (!found.length) found = search.search(query, Object.assign({}, options, { combineWith: 'OR' }));
        show(found.slice(0, 25), query);
      }, function () {
        if (ticket !== asked) return;
        results.replaceChildren(paragraph(${unavailable}));
        results.hidden = false;
        status.textContent = ${unavailable};
      });
    }

    function show(found, query) {
      results.replaceChildren();
      if (!found.length) {
        results.appendChild(paragraph(${nothingFound}));
      } else {
        var list = doc.createElement('ol');
        found.forEach(function (result) {
          var item = doc.createElement('li');
          var link = doc.createElement('a');
          link.href = result.href;
          link.appendChild(span('search-result-title', result.title));
          if (result.division && result.division !== result.title) link.appendChild(span('search-result-where', result.division));
          var excerpt = span('search-result-excerpt', '');
          excerptOf(result.text, result.terms).forEach(function (node) { excerpt.appendChild(node); });
          link.appendChild(excerpt);
          item.appendChild(link);
          list.appendChild(item);
        });
        results.appendChild(list);
      }
      results.hidden = false;
      status.textContent = found.length ? ${resultCount} : ${jsString(labels.noResults)};
    }

    function span(className, text) {
      var node = doc.createElement('span');
      node.className = className;
      node.textContent = text;
      return node;
    }
    function paragraph(text) {
      var node = doc.createElement('p');
      node.textContent = text;
      return node;
    }
    function escapeRegExp(text) { return text.replace(/[.*+?^$()|[\\]{}\\\\]/g, '\\\\$&'); }

    /* About twenty words around the first match, the matched words marked. */
    function excerptOf(text, terms) {
      text = text || '';
      var pattern = terms && terms.length
        ? new RegExp('(' + terms.map(escapeRegExp).sort(function (a, b) { return b.length - a.length; }).join('|') + ')', 'giu')
        : null;
      var first = pattern ? text.search(pattern) : -1;
      var start = Math.max(0, first - 70);
      var end = Math.min(text.length, Math.max(first, 0) + 150);
      if (start > 0) { var space = text.indexOf(' ', start); if (space >= 0 && space < first) start = space + 1; }
      if (end < text.length) { var last = text.lastIndexOf(' ', end); if (last > first) end = last; }
      var slice = (start > 0 ? '\\u2026 ' : '') + text.slice(start, end) + (end < text.length ? ' \\u2026' : '');
      if (!pattern) return [doc.createTextNode(slice)];
      return slice.split(pattern).map(function (part, index) {
        if (index % 2 === 0) return doc.createTextNode(part);
        var mark = doc.createElement('mark');
        mark.textContent = part;
        return mark;
      });
    }

    function close() {
      results.hidden = true;
      results.replaceChildren();
      status.textContent = '';
    }
    function resultLinks() { return Array.prototype.slice.call(results.querySelectorAll('a')); }

    var typing = 0;
    input.addEventListener('focus', function () { engine().catch(function () {}); });
    input.addEventListener('input', function () {
      window.clearTimeout(typing);
      typing = window.setTimeout(run, 80);
    });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown') {
        var links = resultLinks();
        if (links.length) { event.preventDefault(); links[0].focus(); }
      } else if (event.key === 'Enter') {
        event.preventDefault();
        window.clearTimeout(typing);
        var first = resultLinks()[0];
        if (first && !results.hidden) first.click();
        else run();
      } else if (event.key === 'Escape') {
        input.value = '';
        close();
      }
    });
    results.addEventListener('keydown', function (event) {
      var links = resultLinks();
      var at = links.indexOf(doc.activeElement);
      if (event.key === 'ArrowDown' && at < links.length - 1) { event.preventDefault(); links[at + 1].focus(); }
      else if (event.key === 'ArrowUp') { event.preventDefault(); if (at > 0) links[at - 1].focus(); else input.focus(); }
      else if (event.key === 'Escape') { close(); input.focus(); }
    });
    results.addEventListener('click', function (event) {
      if (event.target.closest && event.target.closest('a')) window.setTimeout(close, 0);
    });
    doc.addEventListener('click', function (event) {
      if (!box.contains(event.target)) { results.hidden = true; }
    });
    input.addEventListener('focus', function () { if (results.childNodes.length) results.hidden = false; });
  }

  /* Footnotes: a reference opens its note in place; without popover support it jumps to the note. */
  if (typeof HTMLElement.prototype.showPopover === 'function') {
    var popover = null;
    var opener = null;
    doc.addEventListener('click', function (event) {
      var ref = event.target.closest && event.target.closest('a.footnote-ref');
      if (!ref) return;
      var id = decode((ref.getAttribute('href') || '').replace(/^#/, ''));
      var note = id && doc.getElementById(id);
      if (!note) return;
      event.preventDefault();
      if (!popover) popover = makePopover();
      if (popover.matches(':popover-open')) popover.hidePopover();
      fill(popover, note, id);
      opener = ref;
      popover.showPopover();
      place(popover, ref);
      popover.focus({ preventScroll: true });
    });

    function makePopover() {
      var made = doc.createElement('div');
      made.className = 'footnote-popover';
      made.setAttribute('popover', '');
      made.setAttribute('role', 'note');
      made.tabIndex = -1;
      made.addEventListener('toggle', function (event) {
        if (event.newState === 'closed' && opener && made.contains(doc.activeElement)) opener.focus({ preventScroll: true });
      });
      made.addEventListener('click', function (event) {
        if (event.target.closest && event.target.closest('a')) made.hidePopover();
      });
      doc.body.appendChild(made);
      return made;
    }

    function fill(target, note, id) {
      var body = doc.createElement('div');
      body.className = 'footnote-popover-body';
      Array.prototype.forEach.call(note.childNodes, function (child) {
        if (child.nodeType === 1 && child.classList.contains('footnote-back')) return;
        body.appendChild(child.cloneNode(true));
      });
      body.querySelectorAll('[id]').forEach(function (element) { element.removeAttribute('id'); });
      var go = doc.createElement('p');
      go.className = 'footnote-popover-go';
      var link = doc.createElement('a');
      link.href = '#' + encodeURIComponent(id);
      link.textContent = ${jsString(labels.goToNote)};
      go.appendChild(link);
      target.replaceChildren(body, go);
      target.setAttribute('aria-label', ${noteName});
    }

    function place(target, ref) {
      var box = ref.getBoundingClientRect();
      var width = target.offsetWidth;
      var height = target.offsetHeight;
      var viewport = doc.documentElement.clientWidth;
      var left = Math.min(Math.max(8, box.left + box.width / 2 - width / 2), Math.max(8, viewport - width - 8));
      var top = box.bottom + 8;
      if (top + height > window.innerHeight - 8 && box.top - height - 8 > 0) top = box.top - height - 8;
      target.style.left = Math.round(left + window.scrollX) + 'px';
      target.style.top = Math.round(top + window.scrollY) + 'px';
    }
  }
})();
`;
}

/** A JavaScript string literal, ASCII only (the script file's encoding never matters). */
function jsString(value: string): string {
  const escaped = value.replace(/[\\']|[^\x20-\x7e]/g, (character) =>
    character === '\\' || character === "'"
      ? `\\${character}`
      : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `'${escaped}'`;
}

/** A message with `{name}` in it, as a JavaScript expression that puts `expression` there. */
function jsTemplate(template: string, name: string, expression: string): string {
  const [before, ...rest] = template.split(`{${name}}`);
  const after = rest.join(`{${name}}`);
  if (rest.length === 0) return jsString(template);
  return [before ? jsString(before) : '', expression, after ? jsString(after) : '']
    .filter(Boolean)
    .join(' + ');
}

/** "1 result", "2 results": the count's message as a JavaScript expression (the count is 1 or more). */
function countExpression(count: string, one: string, many: string): string {
  const numberFirst = (message: string) => message.startsWith('{n}') && !message.slice(3).includes('{n}');
  if (numberFirst(one) && numberFirst(many)) {
    const [oneRest, manyRest] = [one.slice(3), many.slice(3)];
    return oneRest === manyRest
      ? `${count} + ${jsString(oneRest)}`
      : `${count} + (${count} === 1 ? ${jsString(oneRest)} : ${jsString(manyRest)})`;
  }
  return one === many
    ? jsTemplate(many, 'n', count)
    : `(${count} === 1 ? ${jsTemplate(one, 'n', count)} : ${jsTemplate(many, 'n', count)})`;
}
