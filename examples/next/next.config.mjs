// A static export (out/): every page rendered on the server at build time, then hydrated in the browser. The
// browser's source maps are written too: the tests read them to measure Suido's share of the JavaScript.
export default { output: "export", productionBrowserSourceMaps: true, turbopack: { root: import.meta.dirname + "/.." } };
