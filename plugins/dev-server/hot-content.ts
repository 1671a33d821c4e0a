/**
 * The newest content of each MDX module the page shows, in the development server (plugins/dev-server). React elements
 * on screen hold the component of the module as it was first loaded; `MDXContent.tsx` looks up what replaced it.
 */
import { type ComponentType, createElement, isValidElement, type ReactNode, useSyncExternalStore } from 'react';

type Content = ComponentType<Record<string, unknown>>;

/** The exports of an MDX module that the rest of the page reads besides its content */
export interface MdxExports {
    default?: unknown;
    toc?: unknown;
    frontMatter?: unknown;
    contentTitle?: unknown;
}

/** The component first loaded for a module → the newest one */
const newest = new Map<unknown, Content>();
const listeners = new Set<() => void>();
let version = 0;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Takes the exports of a module that was just updated. Answers false when the swap cannot show the edit: the headings
 * (the table of contents), the front matter or the title changed, which the page reads from elsewhere.
 */
export function contentUpdated(previous: MdxExports, next: MdxExports): boolean {
    if (
        typeof next.default !== 'function' ||
        !same(previous.toc, next.toc) ||
        !same(previous.frontMatter, next.frontMatter) ||
        !same(previous.contentTitle, next.contentTitle)
    ) {
        return false;
    }
    const replacement = next.default as Content;
    let replaced = false;
    for (const [first, current] of newest) {
        if (current === previous.default) {
            newest.set(first, replacement);
            replaced = true;
        }
    }
    if (!replaced) {
        newest.set(previous.default, replacement);
    }
    version += 1;
    listeners.forEach(listener => listener());
    return true;
}

function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** One stable component per content component first loaded, which renders its newest version */
const proxies = new Map<Content, Content>();

function proxyOf(first: Content): Content {
    let proxy = proxies.get(first);
    if (!proxy) {
        // called as a function, not rendered as an element: React compares the new content's elements with the old
        // ones and updates the page, instead of unmounting the old content and mounting the new one. The compiled MDX
        // calls the same hook (the MDX components' context) in every version
        proxy = function HotContent(props: Record<string, unknown>) {
            return ((newest.get(first) ?? first) as (props: Record<string, unknown>) => ReactNode)(props);
        } as Content;
        proxies.set(first, proxy);
    }
    return proxy;
}

/** A plain function component: one that may be called as a function */
const isFunctionComponent = (type: unknown): type is Content =>
    typeof type === 'function' && !(type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;

/**
 * `children`, the content element, rendered through a stable component that shows the newest version of its
 * component: an edit updates the page in place, and the state of its tabs and popovers stays
 */
export function useNewestContent(children: ReactNode): ReactNode {
    useSyncExternalStore(
        subscribe,
        () => version,
        () => version,
    );
    if (isValidElement(children) && isFunctionComponent(children.type)) {
        return createElement(proxyOf(children.type), children.props as Record<string, unknown>);
    }
    return children;
}
