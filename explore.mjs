import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4205';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(base + '/api/web/class/TakePhotosBeforeAndAfterInteractions/', { waitUntil: 'load' });
await page.waitForSelector('html[data-has-hydrated="true"]');
const r = await page.evaluate(() => {
  const a = [...document.querySelectorAll('.theme-doc-sidebar-menu a')].find(a => a.textContent.includes('TakePhotosBeforeAndAfter'));
  const out = [];
  for (let e = a; e && e.tagName !== 'NAV'; e = e.parentElement) { const cs = getComputedStyle(e); out.push(`${e.tagName}.${e.className} ovx=${cs.overflowX} to=${cs.textOverflow} ws=${cs.whiteSpace} w=${Math.round(e.getBoundingClientRect().width)} sw=${e.scrollWidth}`); }
  return [a.outerHTML.slice(0, 300), ...out];
});
console.log(r.join('\n'));
await page.locator('.theme-doc-sidebar-menu').screenshot({ path: '/tmp/h5/sidebar.png' });
await browser.close();
