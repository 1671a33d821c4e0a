// Wraps the theme's sidebar category: one that neither links to a page nor collapses is a heading over its items,
// so its label is text, not an <a> without an href (which crawlers and Lighthouse report as an uncrawlable link).
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import clsx from 'clsx';
import type { Props } from '@theme/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import Category from '@theme-original/DocSidebarItem/Category';
import React from 'react';

export default function CategoryWrapper(props: Props): React.JSX.Element {
    const { item, onItemClick, activePath, level } = props;
    if (item.collapsible || item.href) {
        return <Category {...props} />;
    }
    // the theme's markup and classes for such a category, with the label as a <span>
    return (
        <li
            className={clsx(
                ThemeClassNames.docs.docSidebarItemCategory,
                ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
                'menu__list-item',
                item.className,
            )}
        >
            <div className="menu__list-item-collapsible">
                <span className={clsx('menu__link', isActiveSidebarItem(item, activePath) && 'menu__link--active')}>
                    {item.label}
                </span>
            </div>
            <ul className="menu__list">
                <DocSidebarItems
                    items={item.items}
                    tabIndex={0}
                    onItemClick={onItemClick}
                    activePath={activePath}
                    level={level + 1}
                />
            </ul>
        </li>
    );
}
