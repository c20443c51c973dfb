// The shell's tests run without a build: this stands in for Pyodide's runtime (builder/pyodide.py unpacks it into
// the site). Nothing here starts Python.
/** @param {object} [options] @returns {Promise<any>} */
export async function loadPyodide(options) {
  throw new Error("Pyodide is not in the shell's tests (they run without a build)");
}
