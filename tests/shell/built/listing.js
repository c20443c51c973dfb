// The shell's tests run without a build: this stands in for the listing.js the build writes into the site
// (builder/site.py's LISTING_TEMPLATE: the same name and shape, no set listed).
/** @type {{sets: string[], listed: string[], words: Record<string, Record<string, string>>}} */
export const LISTING = { sets: [], listed: [], words: { en: {}, ja: {} } };
