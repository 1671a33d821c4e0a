/**
 * A tap on the search button or the menu button while the page is still starting (its scripts not yet run) is not
 * lost: this small script, inline in each page's head, notes such a tap, marks the button (`data-tapped-early`, which
 * the style sheet shows as pressed), and clicks the button again once React has hydrated the page, so that the modal
 * or the menu opens then. From the moment React's root exists (`window.docusaurusRoot`), React hears taps itself: it
 * hydrates the tapped part at once and handles the tap, so the script stops noting them.
 */
export const earlyTapTargets = ['.DocSearch-Button', '.navbar__toggle'];

export const earlyTapAttribute = 'data-tapped-early';

export const earlyTapsScript = `(function () {
  var selector = ${JSON.stringify(earlyTapTargets.join(', '))};
  var tapped;
  var root = document.documentElement;
  function onClick(event) {
    var target = !window.docusaurusRoot && event.target instanceof Element && event.target.closest(selector);
    if (target) {
      if (tapped) tapped.removeAttribute('${earlyTapAttribute}');
      tapped = target;
      tapped.setAttribute('${earlyTapAttribute}', '');
    }
  }
  document.addEventListener('click', onClick, true);
  new MutationObserver(function (records, observer) {
    if (root.getAttribute('data-has-hydrated') !== 'true') return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    if (tapped) {
      tapped.removeAttribute('${earlyTapAttribute}');
      if (tapped.isConnected) tapped.click();
    }
  }).observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
})();`
    .split('\n')
    .map(line => line.trim())
    .join('');
