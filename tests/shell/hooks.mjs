// Module hooks for the shell's tests (registered by site.mjs): the files the build writes into the site
// (release.js, first.js, listing.js, pyodide/pyodide.mjs) are not in site/, so a module of site/ that imports
// one gets the stand-in in tests/shell/built/ (the same names), and every other module is site/'s own.
const BUILT = new Set(["./release.js", "./first.js", "./listing.js", "./pyodide/pyodide.mjs"]);
const SITE = new URL("../../site/", import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (BUILT.has(specifier) && context.parentURL?.startsWith(SITE)) {
    return { url: new URL(`./built/${specifier.slice(2)}`, import.meta.url).href, shortCircuit: true };
  }
  return next(specifier, context);
}
