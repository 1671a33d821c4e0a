/**
 * `fetch` that fails on an HTTP error status as it fails on a network error, naming the URL and the status, for the
 * site's scripts that fetch a file of the build: the search index, a page's quick info, a Markdown twin, an API
 * page's data.
 */
export async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(url, init);
    if (!response.ok) {
        throw new Error(`${url} answered ${response.status}`);
    }
    return response;
}
