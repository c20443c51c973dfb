// @ts-check
// Where the site's own files are (worker.js, levels/, pyodide/): the folder this module is served from, or the
// Suido site a page names (mountSuido's site option, <suido-board site>). The npm package has its own copy of this
// module (package/home.js, put in its place by builder/npmpkg.py), in which a site must be named: the package
// carries the page's side alone, and the runtime comes from the site.

const beside = new URL("./", import.meta.url).href;

/** The site's address as a folder's (ending in /): named, read against the page's address; else this module's
 * own folder. */
export function homeOf(named) {
  if (!named) return beside;
  const base = typeof location === "undefined" ? beside : location.href;
  const url = new URL(String(named), base);
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url.href;
}
