// The shell's tests run without a build: this stands in for the release.js the build writes into the site
// (builder/service_worker.py's RELEASE_TEMPLATE: the same names, the same shapes, no release).
/** The release: a hash the build makes; none here. */
export const RELEASE = "unbuilt";
/** @type {Record<string, [number, number]>} path (from the site's root) -> [bytes, bytes as brotli sends them] */
export const BOOT_FILES = {};
/** @type {Record<string, Record<string, string>>} the words said before Python runs, by language */
export const WORDS = { en: {}, ja: {} };
