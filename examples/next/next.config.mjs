// A server: `next build`, then `next start` renders each page on the server for every request, and the browser
// hydrates it. The browser's source maps are written too: the tests read them to measure Suido's share of the
// JavaScript.
export default { productionBrowserSourceMaps: true, turbopack: { root: import.meta.dirname + "/.." } };
