/**
 * Types that Serenity/JS signatures borrow from the language, the DOM and Node.js link to their
 * well-known documentation. Anything not listed here renders as plain text — never as a guess that
 * might be a broken link.
 */
const mdnJavaScript = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/';
const mdnWebApi = 'https://developer.mozilla.org/en-US/docs/Web/API/';
const utilityTypes = 'https://www.typescriptlang.org/docs/handbook/utility-types.html#';

const javaScriptGlobals = [
    'Array',
    'ArrayBuffer',
    'AsyncIterator',
    'BigInt',
    'Boolean',
    'Date',
    'Error',
    'EvalError',
    'Function',
    'Iterator',
    'JSON',
    'Map',
    'Number',
    'Object',
    'Promise',
    'Proxy',
    'RangeError',
    'ReferenceError',
    'RegExp',
    'Set',
    'String',
    'Symbol',
    'SyntaxError',
    'TypeError',
    'Uint8Array',
    'URIError',
    'WeakMap',
    'WeakSet',
];
const aliases: Record<string, string> = {
    ReadonlyArray: 'Array',
    PromiseLike: 'Promise',
    ReadonlyMap: 'Map',
    ReadonlySet: 'Set',
    RegExpMatchArray: 'RegExp',
};

const typeScriptUtilityTypes = [
    'Awaited',
    'Partial',
    'Required',
    'Readonly',
    'Record',
    'Pick',
    'Omit',
    'Exclude',
    'Extract',
    'NonNullable',
    'Parameters',
    'ConstructorParameters',
    'ReturnType',
    'InstanceType',
    'ThisParameterType',
    'OmitThisParameter',
    'ThisType',
];

const webApi = [
    'Blob',
    'Document',
    'Element',
    'Event',
    'File',
    'FormData',
    'Headers',
    'HTMLElement',
    'HTMLInputElement',
    'HTMLSelectElement',
    'KeyboardEvent',
    'Location',
    'MouseEvent',
    'Node',
    'NodeList',
    'Request',
    'Response',
    'ShadowRoot',
    'URL',
    'URLSearchParams',
    'Window',
];

const node: Record<string, string> = {
    Buffer: 'https://nodejs.org/api/buffer.html#class-buffer',
    EventEmitter: 'https://nodejs.org/api/events.html#class-eventemitter',
    Readable: 'https://nodejs.org/api/stream.html#class-streamreadable',
    Writable: 'https://nodejs.org/api/stream.html#class-streamwritable',
    'NodeJS.WritableStream': 'https://nodejs.org/api/stream.html#writable-streams',
    'NodeJS.ReadableStream': 'https://nodejs.org/api/stream.html#readable-streams',
    'NodeJS.Timeout': 'https://nodejs.org/api/timers.html#class-timeout',
    'NodeJS.ProcessEnv': 'https://nodejs.org/api/process.html#processenv',
    Server: 'https://nodejs.org/api/http.html#class-httpserver',
    'http.Server': 'https://nodejs.org/api/http.html#class-httpserver',
    IncomingMessage: 'https://nodejs.org/api/http.html#class-httpincomingmessage',
    ServerResponse: 'https://nodejs.org/api/http.html#class-httpserverresponse',
    RequestListener: 'https://nodejs.org/api/http.html#httpcreateserveroptions-requestlistener',
};

/**
 * @param packageName the package TypeDoc says the type comes from (`typescript` for the standard library)
 * @param qualifiedName the type's name in that package
 * @param packagePath the declaration file, which tells the DOM library from the language's
 */
export function externalTypeUrl(
    packageName: string | undefined,
    qualifiedName: string,
    packagePath = '',
): string | undefined {
    if (packageName === 'typescript') {
        const name = aliases[qualifiedName] ?? qualifiedName;
        if (typeScriptUtilityTypes.includes(name)) {
            return `${utilityTypes}${name.toLowerCase()}type`;
        }
        if (/lib\.dom\./.test(packagePath) && webApi.includes(name)) {
            return `${mdnWebApi}${name}`;
        }
        if (javaScriptGlobals.includes(name)) {
            return `${mdnJavaScript}${name}`;
        }
        return undefined;
    }
    if (packageName === '@types/node') {
        return node[qualifiedName];
    }
    return undefined;
}
