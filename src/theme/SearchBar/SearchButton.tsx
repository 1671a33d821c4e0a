/**
 * The navbar's search button and its keyboard shortcuts, without the DocSearch library: `@docsearch/react`
 * is one module holding the button, the shortcuts and the whole modal, so importing its button put the
 * modal into every page's `main` bundle. These render the same markup (DocSearch's CSS styles it) and
 * behave the same way; the modal itself still loads on first use (see `./index.tsx`).
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import React, { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type RefObject } from 'react';

import { shortcutOf } from './shortcuts';

interface ButtonTranslations {
    buttonText?: string;
    buttonAriaLabel?: string;
}

type SearchButtonProps = ComponentPropsWithoutRef<'button'> & { translations?: ButtonTranslations };

/** The label of the shortcut's modifier key on this platform, once known (after hydration) */
function useModifierKey(): 'Ctrl' | '⌘' | null {
    const isBrowser = useIsBrowser();
    if (!isBrowser) {
        return null;
    }
    return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/** A key cap that looks pressed while the reader holds that key down */
function Key({ reactsTo, children }: { reactsTo: string; children: React.ReactNode }): React.JSX.Element {
    const [pressed, setPressed] = useState(false);
    useEffect(() => {
        const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
        const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
        window.addEventListener('keydown', down);
        window.addEventListener('keyup', up);
        return () => {
            window.removeEventListener('keydown', down);
            window.removeEventListener('keyup', up);
        };
    }, [reactsTo]);
    return (
        <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
            {children}
        </kbd>
    );
}

function SearchIcon(): React.JSX.Element {
    return (
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path
                d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
                stroke="currentColor"
                fill="none"
                fillRule="evenodd"
                strokeLinecap="round"
                strokeLinejoin="round"
            />
        </svg>
    );
}

function ControlKeyIcon(): React.JSX.Element {
    return (
        <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
            <path
                d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
                strokeWidth="1.2"
                stroke="currentColor"
                fill="none"
                strokeLinecap="square"
            />
        </svg>
    );
}

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
    { translations = {}, ...props },
    ref,
) {
    const { buttonText = 'Search', buttonAriaLabel = 'Search' } = translations;
    const modifier = useModifierKey();
    const [modifierKey, modifierName] = modifier === '⌘' ? ['Meta', 'Command'] : ['Ctrl', 'Ctrl'];
    return (
        <button
            type="button"
            className="DocSearch DocSearch-Button"
            aria-label={`${buttonAriaLabel} (${modifierName}+K)`}
            {...props}
            ref={ref}
        >
            <span className="DocSearch-Button-Container">
                <SearchIcon />
                <span className="DocSearch-Button-Placeholder">{buttonText}</span>
            </span>
            <span className="DocSearch-Button-Keys">
                {modifier !== null && (
                    <>
                        <Key reactsTo={modifierKey}>{modifier === 'Ctrl' ? <ControlKeyIcon /> : modifier}</Key>
                        <Key reactsTo="k">K</Key>
                    </>
                )}
            </span>
        </button>
    );
});

/** Ctrl/Cmd+K and "/" open the modal (Ctrl/Cmd+K and Escape close it); typing on the focused button opens it too */
export function useSearchShortcuts({
    isOpen,
    onOpen,
    onClose,
    onInput,
    searchButtonRef,
}: {
    isOpen: boolean;
    onOpen: () => void;
    onClose: () => void;
    onInput?: (event: KeyboardEvent) => void;
    searchButtonRef?: RefObject<HTMLButtonElement | null>;
}): void {
    useEffect(() => {
        function onKeyDown(event: KeyboardEvent) {
            const buttonFocused = Boolean(
                searchButtonRef?.current && searchButtonRef.current === document.activeElement,
            );
            const shortcut = shortcutOf(event, { isOpen, buttonFocused });
            if (shortcut === 'toggle') {
                event.preventDefault();
                if (isOpen) {
                    onClose();
                } else if (!document.body.classList.contains('DocSearch--active')) {
                    onOpen();
                }
            } else if (shortcut === 'input') {
                onInput?.(event);
            }
        }
        window.addEventListener('keydown', onKeyDown);
        return () => window.removeEventListener('keydown', onKeyDown);
    }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
