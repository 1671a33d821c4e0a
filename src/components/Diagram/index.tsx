import clsx from 'clsx';
import React, { type CSSProperties } from 'react';

import styles from './styles.module.css';

/** The smallest scale at which a diagram's 16 px text stays readable (11 px); below it, the figure scrolls sideways */
const minimumScale = 11 / 16;

export interface DiagramProps {
    /** what the diagram shows, for readers who cannot see it */
    alt: string;
    /** URLs of the light and dark renderings */
    light: string;
    dark: string;
    /** the renderings' intrinsic size, in CSS pixels */
    width: number;
    height: number;
}

/**
 * A diagram drawn at build time (a ```mermaid fence, see plugins/diagrams): two plain `<img>`s, one per colour
 * mode, of which CSS shows the one for the current mode (the hidden one is never downloaded: both load lazily).
 * No client-side code, and width and height keep the page still while a picture loads. The picture shrinks
 * with the column down to a scale where its text is still readable; on a narrower screen, it scrolls sideways, and
 * its edge fades where there is more to scroll to.
 */
export default function Diagram({ alt, light, dark, width, height }: DiagramProps): React.JSX.Element {
    const size = {
        '--diagram-width': `${width}px`,
        '--diagram-min-width': `${Math.min(width, Math.round(width * minimumScale))}px`,
    } as CSSProperties;
    const image = (src: string, mode: string) => (
        <img
            className={clsx(styles.image, mode)}
            src={src}
            width={width}
            height={height}
            alt={alt}
            loading="lazy"
            decoding="async"
        />
    );
    return (
        // focusable, like a code block, so that a keyboard can scroll it where the screen is too narrow
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <figure className={styles.diagram} style={size} tabIndex={0} aria-label="Diagram">
            {image(light, styles.light)}
            {image(dark, styles.dark)}
        </figure>
    );
}
