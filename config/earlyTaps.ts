// The inline script of each page's head that keeps a tap made before the page has hydrated (see shared/early-taps.ts)
import { earlyTapAttribute, earlyTapTargets } from '../shared/early-taps';

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
