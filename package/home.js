// @ts-check
// The npm package's copy of site/home.js (builder/npmpkg.py puts it in its place): the package carries the page's
// side alone, and its runtime (the worker, Python, the engine's wheel, the levels) comes from the Suido site the page
// names, so a board with no site named is refused in words a developer reads, before anything is fetched.

/** The site's address as a folder's (ending in /), read against the page's address. */
export function homeOf(named) {
  if (!named) {
    throw new TypeError("suido: name the Suido site that serves the runtime: mountSuido(host, {site: " +
      "\"https://example.org/suido/\"}) or <suido-board site=\"https://example.org/suido/\">");
  }
  const url = new URL(String(named), typeof location === "undefined" ? undefined : location.href);
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url.href;
}
