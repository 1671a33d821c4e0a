/**
 * Runs `callback` in the browser's next idle period, or a moment later where there are none (Safari): for start-up
 * work nothing on screen waits for. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
    if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(() => callback());
        return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(callback);
    return () => clearTimeout(handle);
}
