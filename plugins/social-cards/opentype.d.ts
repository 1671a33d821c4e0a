// The part of Satori's font parser (its own fork of opentype.js, which ships no types) that measures a card's title.
declare module '@shuding/opentype.js' {
    interface Font {
        getAdvanceWidth(text: string, fontSize: number, options?: { kerning?: boolean }): number;
    }
    const opentype: { parse(buffer: ArrayBuffer): Font };
    export default opentype;
}
