// The shell's tests run without a build: this stands in for the first.js the build writes into the site
// (builder/site.py's FIRST_TEMPLATE: the same name and shape, no board drawn).
/** @type {{key: string, size: string, level: number, sizes: string[],
 *          langs: Record<string, {svg: string, words: Record<string, string>, pieces: {piece: string, name: string, says: string, svg: string}[]}>}} */
export const FIRST = { key: "5x5#1", size: "5x5", level: 1, sizes: [], langs: {} };
