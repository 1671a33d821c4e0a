// Ejected from @docusaurus/theme-search-algolia 3.7.0 (wrapping cannot reach the modal's search client):
// the modal searches the embedded index unless the build is hosted; no preconnect to Algolia then.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
// start: the modal's state outlives the navbar; hits refresh when the rest of the index arrives
import { useEffect, useSyncExternalStore } from 'react';
// end
import { createPortal } from 'react-dom';
// start: load the modal on first use
// DocSearch's own button comes in one module with its whole modal: this one is the same button without it
import { SearchButton as DocSearchButton, useSearchShortcuts as useDocSearchKeyboardEvents } from './SearchButton';
// end
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
    InternalDocSearchHit,
    DocSearchModal as DocSearchModalType,
    DocSearchModalProps,
    StoredDocSearchHit,
    DocSearchTransformClient,
    DocSearchHit,
} from '@docsearch/react';

import type { AutocompleteState } from '@algolia/autocomplete-core';
import type { FacetFilters } from 'algoliasearch/lite';
// start: a tap before hydration loads the modal at once
import { earlyTapAttribute } from '@site/shared/early-taps';
// end
// start: embedded search
import { loadSiteSearchCode, useSiteSearch } from '@site/src/search/siteSearch';
import { sanitiseStoredSearches } from '@site/src/search/storedSearches';
// end
// start: hits refresh when the rest of the index arrives
import type { RefreshingPlugin } from './keepActiveHit';
// end

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
    contextualSearch?: string;
    externalUrlRegex?: string;
    searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

// start: the modal's state outlives the navbar
// A route change between pages of different layouts mounts a new navbar, and with it a new search bar: state kept
// in the component lost a tap on the search button made while the next page was loading (the modal opened on the
// old navbar, then vanished with it). Kept here, in one store for the page, the modal stays open across the remount.
interface ModalState {
    isOpen: boolean;
    initialQuery?: string;
}
const closedModal: ModalState = { isOpen: false };
let modalState = closedModal;
let searchContainerElement: HTMLDivElement | null = null;
const modalListeners = new Set<() => void>();
function updateModalState(change: Partial<ModalState>) {
    modalState = { ...modalState, ...change };
    modalListeners.forEach(listener => listener());
}
function subscribeToModal(listener: () => void) {
    modalListeners.add(listener);
    return () => {
        modalListeners.delete(listener);
    };
}
function useModalState(): ModalState {
    return useSyncExternalStore(
        subscribeToModal,
        () => modalState,
        () => closedModal,
    );
}
// end

// start: "Let us know" when nothing is found
// the issue link's builder comes with the modal, not with every page
let missingResultsUrl: (query: string) => string = () => '';
// end

// start: hits refresh when the rest of the index arrives
// one for the page, as the modal's state (a search bar mounted with a new navbar refreshes the modal already open),
// made when the modal's code loads: its own code comes in the modal's chunk, not with every page
let refreshingPlugins: RefreshingPlugin[] = [];
let refreshOnRestOfIndex: typeof import('./keepActiveHit').refreshOnRestOfIndex | undefined;
// end

function importDocSearchModalIfNeeded() {
    if (DocSearchModal) {
        return Promise.resolve();
    }
    return Promise.all([
        import('@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
        import('@docsearch/react/style'),
        import('./styles.css'),
        // start: "Let us know" when nothing is found
        import('@site/shared/feedback'),
        // end
        // start: hits refresh when the rest of the index arrives
        import('./keepActiveHit'),
    ]).then(([{ DocSearchModal: Modal }, , , feedback, refreshing]) => {
        refreshingPlugins = [refreshing.keepActiveHit()];
        refreshOnRestOfIndex = refreshing.refreshOnRestOfIndex;
        // end
        // start: "Let us know" when nothing is found
        missingResultsUrl = feedback.missingResultsUrl;
        // end
        DocSearchModal = Modal;
    });
}

// start: a tap before hydration loads the modal at once
// The page's inline script (config/earlyTaps.ts) keeps a tap on the search button made before the page has hydrated,
// and clicks the button again once it has; the modal's code then started loading only after hydration. It starts now,
// while the page hydrates, whether the tap came before these scripts ran or after, and so does the search client's
// code, which opening the modal waits for too.
function loadForEarlyTap() {
    void importDocSearchModalIfNeeded();
    loadSiteSearchCode();
}
if (typeof document !== 'undefined') {
    const searchButton = '.DocSearch-Button';
    const onEarlyTap = (event: MouseEvent) => {
        if (event.target instanceof Element && event.target.closest(searchButton)) {
            document.removeEventListener('click', onEarlyTap, true);
            loadForEarlyTap();
        }
    };
    if (document.querySelector(`${searchButton}[${earlyTapAttribute}]`)) {
        loadForEarlyTap();
    } else if (document.documentElement.dataset.hasHydrated !== 'true') {
        document.addEventListener('click', onEarlyTap, true);
    }
}
// end

function useNavigator({ externalUrlRegex }: Pick<DocSearchProps, 'externalUrlRegex'>) {
    const history = useHistory();
    const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
        return {
            navigate(params) {
                // Algolia results could contain URL's from other domains which cannot
                // be served through history and should navigate with window.location
                if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
                    window.location.href = params.itemUrl;
                } else {
                    history.push(params.itemUrl);
                }
            },
        };
    });
    return navigator;
}

function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
    const {
        siteMetadata: { docusaurusVersion },
    } = useDocusaurusContext();
    // start: embedded search
    const siteSearch = useSiteSearch();
    const { appId, apiKey } = useDocusaurusContext().siteConfig.themeConfig.algolia as DocSearchProps;
    // end
    return useCallback(
        (searchClient: DocSearchTransformClient) => {
            // start: embedded search
            if (siteSearch.mode === 'embedded') {
                // the modal's own client is never used: ours answers from the index in the browser
                return siteSearch.client(appId, apiKey) as unknown as DocSearchTransformClient;
            }
            // end
            searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
            return searchClient;
        },
        // start: embedded search
        [docusaurusVersion, siteSearch, appId, apiKey],
        // end
    );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
    const processSearchResultUrl = useSearchResultUrlProcessor();
    const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
        return (items: DocSearchHit[]) =>
            props.transformItems
                ? // Custom transformItems
                  props.transformItems(items)
                : // Default transformItems
                  items.map(item => ({
                      ...item,
                      url: processSearchResultUrl(item.url),
                  }));
    });
    return transformItems;
}

function useResultsFooterComponent({
    closeModal,
}: {
    closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
    return useMemo(
        () =>
            ({ state }) => <ResultsFooter state={state} onClose={closeModal} />,
        [closeModal],
    );
}

// start: hits are links
/**
 * A hit is an option of a listbox, chosen with the arrow keys and Enter through the search box, and a real link: the
 * option is the `<a href>` itself (plugins/docsearch-patches moves the option's id, role and selection from the list
 * item to it), so nothing interactive is nested in the option, and the browser offers what it offers for any link:
 * the address on hover, "Open in new tab" and "Copy link" on right-click, a new tab on a middle or modified click.
 * A plain click opens the page through the modal's navigator (the router); pointing at it prefetches the page.
 */
type HitOption = { id?: string; role?: string; 'aria-selected'?: boolean };
type HitProps = { hit: InternalDocSearchHit | StoredDocSearchHit; option?: HitOption; children: React.ReactNode };
type NavigatorOf = NonNullable<DocSearchModalProps['navigator']>['navigate'];

function useHitComponent(navigator: DocSearchModalProps['navigator']): (props: HitProps) => React.JSX.Element {
    return useMemo(
        () =>
            function Hit({ hit, option, children }: HitProps) {
                const open = (event: React.MouseEvent) => {
                    if (event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
                        event.preventDefault();
                        navigator?.navigate?.({ itemUrl: hit.url } as Parameters<NonNullable<NavigatorOf>>[0]);
                    }
                };
                const prefetch = () =>
                    (window as { docusaurus?: { prefetch?: (url: string) => void } }).docusaurus?.prefetch?.(hit.url);
                return (
                    // the search box keeps the focus: the option is chosen through it, never tabbed to
                    <a href={hit.url} {...option} tabIndex={-1} onClick={open} onMouseEnter={prefetch}>
                        {children}
                    </a>
                );
            },
        [navigator],
    );
}
// end

// start: hits refresh when the rest of the index arrives
/**
 * The first hits may come from part of the index (its titles and API declarations) while the rest loads. Once it is
 * in, the modal asks again, through an autocomplete plugin that plugins/docsearch-patches lets the modal take, keeping
 * the hit the reader selected (see keepActiveHit).
 */
function useRefreshOnRestOfIndex(isOpen: boolean): object[] {
    const siteSearch = useSiteSearch();
    useEffect(
        () =>
            // the modal opens once its code, this function's included, has loaded
            isOpen && refreshOnRestOfIndex
                ? refreshOnRestOfIndex(listener => siteSearch.onRestOfIndex(listener), refreshingPlugins, document)
                : undefined,
        [isOpen, siteSearch],
    );
    return refreshingPlugins;
}
// end

// start: embedded search
/** The footer's credit when the embedded index answers (plugins/docsearch-patches shows it instead of Algolia's) */
function EmbeddedSearchCredit(): React.JSX.Element {
    return (
        <span className="DocSearch-Label">
            Searched in your browser by{' '}
            <a href="https://github.com/lucaong/minisearch" target="_blank" rel="noopener noreferrer">
                MiniSearch
            </a>
        </span>
    );
}

function withEngineCredit(
    modalTranslations: DocSearchModalProps['translations'],
    mode: string,
): DocSearchModalProps['translations'] {
    if (mode !== 'embedded') {
        return modalTranslations;
    }
    const footer = { ...modalTranslations?.footer, credit: <EmbeddedSearchCredit /> };
    return { ...modalTranslations, footer: footer as NonNullable<DocSearchModalProps['translations']>['footer'] };
}
// end

type ResultsFooterProps = {
    state: AutocompleteState<InternalDocSearchHit>;
    onClose: () => void;
};

function ResultsFooter({ state, onClose }: ResultsFooterProps) {
    const createSearchLink = useSearchLinkCreator();
    // start: hits refresh when the rest of the index arrives
    // an answer from part of the index has no final count yet: the hits and this footer refresh once it has
    const siteSearch = useSiteSearch();
    const partial = useSyncExternalStore(siteSearch.onRestOfIndex, siteSearch.answersArePartial, () => false);
    if (partial) {
        return (
            <Link to={createSearchLink(state.query)} onClick={onClose}>
                See all results
            </Link>
        );
    }
    // end

    return (
        <Link to={createSearchLink(state.query)} onClick={onClose}>
            <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits }}>
                {'See all {count} results'}
            </Translate>
        </Link>
    );
}

function useSearchParameters({ contextualSearch, ...props }: DocSearchProps): DocSearchProps['searchParameters'] {
    function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
        const normalize = (f: FacetFilters): FacetFilters => (typeof f === 'string' ? [f] : f);
        return [...normalize(f1), ...normalize(f2)];
    }

    const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;

    const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

    const facetFilters: FacetFilters = contextualSearch
        ? // Merge contextual search filters with config filters
          mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
        : // ... or use config facetFilters
          configFacetFilters;

    // We let users override default searchParameters if they want to
    return {
        ...props.searchParameters,
        facetFilters,
    };
}

function DocSearch({ externalUrlRegex, ...props }: DocSearchProps) {
    const navigator = useNavigator({ externalUrlRegex });
    // start: hits are links
    const hitComponent = useHitComponent(navigator);
    // end
    const searchParameters = useSearchParameters({ ...props });
    const transformItems = useTransformItems(props);
    const transformSearchClient = useTransformSearchClient();
    // start: embedded search
    const siteSearch = useSiteSearch();
    const prefetch = useCallback(
        () => Promise.all([importDocSearchModalIfNeeded(), siteSearch.load(searchParameters?.facetFilters)]),
        [siteSearch, searchParameters?.facetFilters],
    );
    // end

    const searchContainer = useRef<HTMLDivElement | null>(null);
    // TODO remove "as any" after React 19 upgrade
    const searchButtonRef = useRef<HTMLButtonElement>(null as any);
    // start: the modal's state outlives the navbar
    const { isOpen, initialQuery } = useModalState();
    const setIsOpen = (open: boolean) => updateModalState({ isOpen: open });
    const setInitialQuery = (query: string | undefined) => updateModalState({ initialQuery: query });
    searchContainer.current ??= searchContainerElement;
    // end

    const prepareSearchContainer = useCallback(() => {
        if (!searchContainer.current) {
            const divElement = document.createElement('div');
            searchContainer.current = divElement;
            // start: the modal's state outlives the navbar
            searchContainerElement = divElement;
            // end
            document.body.insertBefore(divElement, document.body.firstChild);
        }
    }, []);

    const openModal = useCallback(() => {
        prepareSearchContainer();
        // start: embedded search
        try {
            sanitiseStoredSearches(window.localStorage, props.indexName);
        } catch {
            // no storage at all: the modal runs without recent searches
        }
        prefetch().then(() => setIsOpen(true));
    }, [prepareSearchContainer, prefetch, props.indexName]);
    // end

    const closeModal = useCallback(() => {
        setIsOpen(false);
        searchButtonRef.current?.focus();
        setInitialQuery(undefined);
    }, []);

    const handleInput = useCallback(
        (event: KeyboardEvent) => {
            if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
                // ignore browser's ctrl+f
                return;
            }
            // prevents duplicate key insertion in the modal input
            event.preventDefault();
            setInitialQuery(event.key);
            openModal();
        },
        [openModal],
    );

    const resultsFooterComponent = useResultsFooterComponent({ closeModal });
    // start: hits refresh when the rest of the index arrives
    const autocompletePlugins = useRefreshOnRestOfIndex(isOpen);
    // end

    useDocSearchKeyboardEvents({
        isOpen,
        onOpen: openModal,
        onClose: closeModal,
        onInput: handleInput,
        searchButtonRef,
    });

    return (
        <>
            {/* start: embedded search */}
            {siteSearch.mode === 'hosted' && (
                <Head>
                    {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
                    <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
                </Head>
            )}

            <DocSearchButton
                onTouchStart={prefetch}
                onFocus={prefetch}
                onMouseOver={prefetch}
                // end
                onClick={openModal}
                ref={searchButtonRef}
                translations={props.translations?.button ?? translations.button}
            />

            {isOpen &&
                DocSearchModal &&
                searchContainer.current &&
                createPortal(
                    <DocSearchModal
                        onClose={closeModal}
                        initialScrollY={window.scrollY}
                        initialQuery={initialQuery}
                        navigator={navigator}
                        transformItems={transformItems}
                        // start: hits are links
                        hitComponent={hitComponent}
                        // end
                        // start: hits refresh when the rest of the index arrives
                        {...{ autocompletePlugins }}
                        // end
                        // start: "Let us know" when nothing is found
                        getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
                        // end
                        transformSearchClient={transformSearchClient}
                        {...(props.searchPagePath && {
                            resultsFooterComponent,
                        })}
                        placeholder={translations.placeholder}
                        {...props}
                        // start: embedded search
                        translations={withEngineCredit(
                            props.translations?.modal ?? translations.modal,
                            siteSearch.mode,
                        )}
                        // end
                        searchParameters={searchParameters}
                    />,
                    searchContainer.current,
                )}
        </>
    );
}

export default function SearchBar(): ReactNode {
    const { siteConfig } = useDocusaurusContext();
    return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
