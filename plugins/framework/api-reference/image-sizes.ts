/**
 * The framework's doc comments show a few pictures the site serves (the Screenplay Pattern diagram on `Actor`).
 * Their `<img>`s get the pictures' own width and height, read from the files at build time, so the page does
 * not jump when a picture arrives (layout shift).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { imageSize } from 'image-size';

import type { ImageSize } from './markup';

/**
 * `src` → the size of the file the site serves at that path from one of its static folders; `undefined` for a
 * picture on another host. A path that no static folder has fails the build, naming it: a reader would see a
 * broken image.
 */
export function staticImageSizes(
    staticDirs: string[],
    read: (file: string) => Uint8Array = readFileSync,
): (src: string) => ImageSize | undefined {
    const sizes = new Map<string, ImageSize | undefined>();
    return src => {
        if (!src.startsWith('/') || src.startsWith('//')) {
            return undefined;
        }
        const pathname = decodeURIComponent(src.replace(/[?#].*$/, ''));
        if (!sizes.has(pathname)) {
            const file = staticDirs
                .map(dir => path.join(dir, pathname))
                .find(
                    candidate => staticDirs.some(dir => candidate.startsWith(dir + path.sep)) && existsSync(candidate),
                );
            if (!file) {
                throw new Error(
                    `A doc comment shows the image ${src}, which is not in the site's static folders (${staticDirs.join(', ')})`,
                );
            }
            const { width, height } = imageSize(read(file));
            sizes.set(pathname, width && height ? { width, height } : undefined);
        }
        return sizes.get(pathname);
    };
}
