// The guide's language switch (builder/docs.py's NAV: the link with hreflang) goes to the same section in the other
// language: both pages hold the same anchors, so it carries the address's #section, following it as the reader
// moves from section to section by a link, the contents or the search.

const follow = () => {
  for (const link of document.querySelectorAll("nav.top a[hreflang]")) link.hash = location.hash;
};
addEventListener("hashchange", follow);
follow();
