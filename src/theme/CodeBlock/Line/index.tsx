// Wraps the theme's code line: in a type-aware block (src/components/TypeAwareCode), the block decides how the line
// renders (each identifier an element of its own). Every other line is rendered exactly as the theme renders it.
import type { Props } from '@theme/CodeBlock/Line';
import Line from '@theme-original/CodeBlock/Line';
import React, { useContext } from 'react';

import { TypeAwareLines } from '@site/src/components/TypeAwareCode/context';

export default function LineWrapper(props: Props): React.JSX.Element {
    const typeAware = useContext(TypeAwareLines);
    return <Line {...(typeAware ? typeAware(props) : props)} />;
}
