import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { backgroundOf, contrastRatio, over, parseColor } from './contrast';

describe('colour contrast', () => {
    it('reads the colours browsers report and SVG files use', () => {
        assert.deepEqual(parseColor('rgb(8, 54, 147)'), { r: 8, g: 54, b: 147, a: 1 });
        assert.deepEqual(parseColor('rgba(255, 255, 255, 0.05)'), { r: 255, g: 255, b: 255, a: 0.05 });
        assert.deepEqual(parseColor('rgb(8 54 147 / 50%)'), { r: 8, g: 54, b: 147, a: 0.5 });
        assert.deepEqual(parseColor('#fff'), { r: 255, g: 255, b: 255, a: 1 });
        assert.deepEqual(parseColor('#FCD30A'), { r: 252, g: 211, b: 10, a: 1 });
        assert.equal(parseColor('transparent').a, 0);
        assert.throws(() => parseColor('color(display-p3 1 0 0)'), /Not a colour/);
    });

    it('gives the WCAG ratios of known pairs', () => {
        assert.equal(contrastRatio(parseColor('#000'), parseColor('#fff')).toFixed(1), '21.0');
        assert.equal(contrastRatio(parseColor('#fff'), parseColor('#fff')).toFixed(1), '1.0');
        // the mobile menu's "you are here" blue on the navbar grey, as issue 14 measured it
        assert.equal(contrastRatio(parseColor('#083693'), parseColor('#242526')).toFixed(1), '1.4');
        assert.equal(contrastRatio(parseColor('#fcd30a'), parseColor('#242526')).toFixed(1), '10.6');
    });

    it('composites translucent backgrounds over what is behind them', () => {
        const menuItem = backgroundOf(['rgba(255, 255, 255, 0.05)', 'rgba(0, 0, 0, 0)', 'rgb(36, 37, 38)']);
        assert.deepEqual([menuItem.r, menuItem.g, menuItem.b].map(Math.round), [47, 48, 49]);
        assert.deepEqual(over(parseColor('transparent'), parseColor('#083693')), parseColor('#083693'));
    });
});
