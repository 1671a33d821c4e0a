/**
 * What the feedback links carry, read from the page at the moment the reader clicks one: the page, the heading of the
 * section they were reading (or of the one holding their selection) and the text they had selected in it.
 */
import type { PageContext } from '@site/shared/feedback';

/** A heading this far down the window or higher is the one being read */
const readingLine = 0.3;

function selectionIn(content: Element): Range | undefined {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : undefined;
    return range && !range.collapsed && content.contains(range.commonAncestorContainer) ? range : undefined;
}

function sectionHeading(content: Element, selected: Range | undefined): HTMLElement | undefined {
    const headings = Array.from(content.querySelectorAll<HTMLElement>('h2[id], h3[id]'));
    const before = selected
        ? headings.filter(
              heading =>
                  heading.compareDocumentPosition(selected.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING ||
                  heading.contains(selected.startContainer),
          )
        : headings.filter(heading => heading.getBoundingClientRect().top <= window.innerHeight * readingLine);
    return before[before.length - 1];
}

/** The heading's words, without the "#" of its anchor link */
function headingText(heading: HTMLElement): string {
    const copy = heading.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.hash-link').forEach(link => link.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function pageContext(from: Element, siteUrl: string): PageContext {
    const content = from.closest('main') ?? document.body;
    const selected = selectionIn(content);
    const heading = sectionHeading(content, selected);
    const title = content.querySelector('h1')?.textContent?.trim() || document.title;
    return {
        url: new URL(window.location.pathname, siteUrl).href,
        title,
        ...(heading ? { heading: { text: headingText(heading), id: heading.id } } : {}),
        ...(selected ? { selection: selected.toString() } : {}),
    };
}
