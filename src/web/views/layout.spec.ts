import { alert } from './layout';

describe('alert', () => {
  it('announces a rejection and shows a confirmation as a status', () => {
    expect(alert('error', 'Not <saved>').value).toBe(
      '<div class="alert error" role="alert">Not &lt;saved&gt;</div>',
    );
    expect(alert('notice', 'Saved.').value).toBe('<div class="alert notice" role="status">Saved.</div>');
  });

  it('shows nothing when there is no message', () => {
    expect(alert('error', undefined).value).toBe('');
    expect(alert('notice', '').value).toBe('');
  });
});
