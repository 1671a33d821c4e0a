import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import sharp from 'sharp';

import { assertShowsSomething, contentShareOf } from '../../../shared/report-image-content';
import { type ReportImageManifest, variantFileName } from '../../../shared/report-images';

/**
 * The pictures `npm run screenshots` wrote, checked without a build: every file the manifest lists is
 * there at the size it says and shows something, no file is left over, and every `<ReportImage>` in the docs
 * names a picture and says what it shows.
 */
const siteDir = path.join(__dirname, '..', '..', '..');
const imagesDir = path.join(siteDir, 'static', 'images', 'reports');
const manifest = JSON.parse(readFileSync(path.join(__dirname, 'reportImages.json'), 'utf8')) as ReportImageManifest;

function mdxFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? mdxFiles(file) : entry.name.endsWith('.mdx') ? [file] : [];
    });
}

const usages = ['handbook', 'community', 'releases', 'blog']
    .flatMap(area => mdxFiles(path.join(siteDir, area)))
    .flatMap(file =>
        [...readFileSync(file, 'utf8').matchAll(/<ReportImage\b([^>]*)\/>/g)].map(([, attributes]) => ({
            file: path.relative(siteDir, file),
            name: /\bname="([^"]*)"/.exec(attributes)?.[1],
            alt: /\balt="([^"]*)"/.exec(attributes)?.[1],
        })),
    );

describe('report images', () => {
    it('has every variant the manifest lists, in proportion to the size it is shown at', async () => {
        for (const [name, image] of Object.entries(manifest)) {
            assert.ok(
                image.widths.some(width => width >= image.width),
                `${name} has no variant as wide as it is shown`,
            );
            for (const expectedWidth of image.widths) {
                const file = variantFileName(name, expectedWidth);
                const { width, height, format } = await sharp(path.join(imagesDir, file)).metadata();
                assert.equal(format, 'webp', file);
                assert.equal(width, expectedWidth, file);
                assert.ok(
                    Math.abs((height as number) - (image.height * expectedWidth) / image.width) <= 1,
                    `${file} is ${width}×${height}, out of proportion`,
                );
            }
        }
    });

    it('shows something in every picture: no nearly blank frame', async () => {
        const blank: string[] = [];
        for (const [name, image] of Object.entries(manifest)) {
            const file = variantFileName(name, image.widths[0]);
            try {
                assertShowsSomething(file, await contentShareOf(path.join(imagesDir, file)));
            } catch (error) {
                blank.push((error as Error).message);
            }
        }
        assert.deepEqual(blank, []);
    });

    it('keeps no file that the manifest does not list', () => {
        const listed = new Set(
            Object.entries(manifest).flatMap(([name, image]) =>
                image.widths.map(width => variantFileName(name, width)),
            ),
        );
        assert.deepEqual(
            readdirSync(imagesDir).filter(file => !listed.has(file)),
            [],
        );
    });

    it('keeps every file small enough for a phone', () => {
        for (const file of readdirSync(imagesDir)) {
            const bytes = readFileSync(path.join(imagesDir, file)).length;
            assert.ok(bytes < 200 * 1024, `${file} is ${Math.round(bytes / 1024)} KiB`);
        }
    });

    it('is used by name, with alt text that says what the reader sees', () => {
        assert.ok(usages.length > 0, 'no page shows a report image');
        for (const { file, name, alt } of usages) {
            assert.ok(name && manifest[name], `${file}: <ReportImage name="${name}"> is not in the manifest`);
            assert.ok(
                alt && alt.trim().length >= 30,
                `${file}: <ReportImage name="${name}"> needs alt text that describes the picture`,
            );
            assert.doesNotMatch(
                alt as string,
                /^(screenshot|image|picture) of\b/i,
                `${file}: the alt text of ${name} needn't say it is a picture`,
            );
        }
    });
});
