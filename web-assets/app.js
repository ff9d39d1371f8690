// Progressive enhancements for every page. Each form and link works without this script.
import htmx from 'htmx.org';

window.htmx = htmx;

function onReady(fn) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
  else fn();
}

onReady(() => {
  document.documentElement.classList.add('js');

  // A frame focused by Tab matches neither :focus nor :focus-within in Chromium (its document has the focus),
  // so the page marks it itself: the focus ring shows where the keyboard is.
  const markFocusedFrame = () => {
    for (const frame of document.querySelectorAll('iframe')) {
      frame.classList.toggle('frame-focused', document.activeElement === frame);
    }
  };
  // When Tab moves into a frame the window blurs, and the frame is already the active element then.
  window.addEventListener('blur', markFocusedFrame);
  window.addEventListener('focus', markFocusedFrame);
  document.addEventListener('focusin', markFocusedFrame);

  // Copy buttons: data-copy="#input-id".
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
    if (!button) return;
    const input = document.querySelector(button.getAttribute('data-copy'));
    if (!input) return;
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
    } catch {
      document.execCommand('copy');
    }
    const label = button.textContent;
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = label), 1500);
  });

  // Destructive forms ask first: data-confirm="question".
  document.addEventListener('submit', (event) => {
    const form = event.target;
    const question = form instanceof HTMLFormElement ? form.getAttribute('data-confirm') : null;
    if (question && !window.confirm(question)) event.preventDefault();
  });

  // Links within the page (skip link, "Add a key" …) move keyboard focus too, not only the scroll position.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    const target =
      link && link.getAttribute('href').length > 1
        ? document.getElementById(link.getAttribute('href').slice(1))
        : null;
    if (!target) return;
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
      target.setAttribute('tabindex', '-1');
    // At once, not after a timer: a focus that comes later can take it back from where the keyboard has gone
    // since. The link's own navigation then scrolls to the target and keeps the address.
    target.focus({ preventScroll: true });
  });

  // Branch switcher: change submits.
  for (const select of document.querySelectorAll('select[data-autosubmit]')) {
    select.addEventListener('change', () => select.form && select.form.submit());
  }

  // Upload: the chosen file's name fills "Save as" in the folder.
  for (const input of document.querySelectorAll('input[type=file][data-fills-path]')) {
    input.addEventListener('change', () => {
      const target = document.querySelector(input.getAttribute('data-fills-path'));
      const file = input.files && input.files[0];
      if (target && file) target.value = (input.getAttribute('data-folder') || '') + file.name;
    });
  }
});

// htmx requests carry the page's CSRF token, like every form.
document.addEventListener('htmx:config:request', (event) => {
  const token = document.querySelector('meta[name=csrf-token]');
  const ctx = event.detail && event.detail.ctx;
  if (token && ctx && ctx.request && ctx.request.headers) ctx.request.headers['X-CSRF-Token'] = token.content;
});
