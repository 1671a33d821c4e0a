/**
 * A request the embedded search cannot answer as asked (an unsupported parameter, a malformed facet filter):
 * answered with status 400 and the reason, as the hosted service answers such requests — never as the
 * "could not be loaded" failure (status 0) that makes the client retry and show the network error screen.
 */
export class SearchRequestError extends Error {}
