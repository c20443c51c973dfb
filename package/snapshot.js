// @ts-check
// The npm package's copy of site/snapshot.js (builder/npmpkg.py puts it in its place): a page whose side came from
// the package boots no memory snapshot (the snapshot is made and kept in the site's own release cache, which a page
// of another build and origin never holds), so a boot from one never hangs and there is nothing to note. Without
// the site's module, no bundler meets the snapshot's worker (it starts itself from its own address).

/** The site's module notes a snapshot that failed; here there is none to note. */
export function snapshotFailed(release, drop = false) {
  void release;
  void drop;
}

/** The site's module counts the restores of its snapshot begun and not ended; here there are none. */
export function countRestore(release, by) {
  void release;
  void by;
}

/** The site's module drops a snapshot whose restores a crashed tab never ended; here there is none. */
export function restoresCrashed(release) {
  void release;
  return false;
}
