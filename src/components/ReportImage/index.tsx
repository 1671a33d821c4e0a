import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import React from 'react';

import { type ReportImageManifest, variantSrc } from '@site/shared/report-images';

import reportImages from './reportImages.json';
import styles from './styles.module.css';

const manifest = reportImages as ReportImageManifest;

export interface ReportImageProps {
    /** the picture's name in `reportImages.json`, which `npm run screenshots` writes */
    name: string;
    /** what the reader sees in the picture */
    alt: string;
    /**
     * The picture is in the first screen the reader sees (a page's hero): loaded at once and early rather than
     * lazily, since it is likely the page's largest paint
     */
    priority?: boolean;
    /** the width the page shows the picture at, for the browser's pick from `srcset`; by default its own width */
    sizes?: string;
    className?: string;
}

/**
 * A picture of a real report, made by `npm run screenshots`: a plain `<img>` with its width and height
 * (so the page doesn't move as it loads), a `srcset` of the widths it was saved at (so a phone downloads
 * no more than it shows), and lazy loading unless it is a `priority` picture. No client-side code. An unknown name or an empty `alt` fails
 * the build, which renders every page.
 */
export default function ReportImage({
    name,
    alt,
    priority = false,
    sizes,
    className,
}: ReportImageProps): React.JSX.Element {
    const { withBaseUrl } = useBaseUrlUtils();
    const image = manifest[name];
    if (!image) {
        throw new Error(
            `<ReportImage name="${name}">: no such picture in src/components/ReportImage/reportImages.json (known: ${Object.keys(manifest).join(', ')})`,
        );
    }
    if (!alt?.trim()) {
        throw new Error(`<ReportImage name="${name}">: say what the reader sees in the picture with \`alt\``);
    }
    const shown = image.widths.find(width => width >= image.width) ?? image.widths[image.widths.length - 1];
    return (
        <img
            className={clsx(styles.reportImage, image.kind === 'terminal' ? styles.terminal : styles.page, className)}
            src={withBaseUrl(variantSrc(name, shown))}
            srcSet={image.widths.map(width => `${withBaseUrl(variantSrc(name, width))} ${width}w`).join(', ')}
            sizes={sizes ?? `(max-width: ${image.width}px) 100vw, ${image.width}px`}
            width={image.width}
            height={image.height}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            // React 18 knows no `fetchPriority` prop: the attribute is passed as the browser spells it
            {...(priority ? { fetchpriority: 'high' } : {})}
        />
    );
}
