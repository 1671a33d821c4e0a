/**
 * Escaping text for HTML, in the two ways the site needs. Browser-safe.
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const unescapes: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Text that reads the same as element content or as a quoted attribute value: all five special characters escaped */
export function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, character => escapes[character] ?? character);
}

/**
 * The DocSearch scraper's rule for search records: `<`, `>`, `"` and `'` are escaped and `&` is left as it is.
 * Stored text is later put into the page as HTML by both search UIs; with these four escaped it can hold no
 * element and no attribute, and an `&` can only ever decode to a character — while titles like "Tips & Tricks"
 * stay readable where the modal shows them as plain text.
 */
export function htmlSafe(text: string): string {
    return text.replace(/[<>"']/g, character => escapes[character] ?? character);
}

/** The reverse of {@link htmlSafe}, to search and highlight the text a reader sees. */
export function fromHtmlSafe(text: string): string {
    return text.replace(/&(?:lt|gt|quot|#39);/g, entity => unescapes[entity] ?? entity);
}
