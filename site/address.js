// @ts-check
// The site's addresses (app.js): the address of a level, of a board by its code or of a view, the link of each view
// in the menu, and putting what is shown in the address bar. Play's address is the board's own: ?size=7x7&level=12
// (level=today: the level of the day of that size), ?code=… (&seed=, never its answer); a view's is ?view=NAME.

/**
 * The one-tag snippet a site owner pastes: this site's stylesheet, the element's module and the tag with its
 * attributes (each `name="value"`, or a bare name), from the site's address `base` (ending in "/").
 * @param {string} base @param {string[]} attrs
 */
export const oneTag = (base, attrs) => `<link rel="stylesheet" href="${base}suido.css">\n`
  + `<script type="module" src="${base}suido-board-define.js"></script>\n`
  + `<suido-board ${attrs.join(" ")}></suido-board>`;

/** The seed a board of one's own was made from, as its address says (digits only), or "". */
export const seedOf = (query) => (/^\d{1,40}$/.test(query.get("seed") || "") ? query.get("seed") : "");

/**
 * The page's addresses. params: the query the page opened with (its ?lang and ?sw are kept in every address);
 * lang(): the page's language now; playing(): the address of the board played ({size, level} or {code, seed?}, or
 * null); views: the page's Views (views.js), whose menu links follow.
 */
export function addresses({ params, lang, playing, views }) {
  /** The address of a query ({size, level}, {code}, {view}), keeping ?lang and ?sw. */
  function addressOf(query) {
    const next = new URLSearchParams(query);
    if (params.has("lang")) next.set("lang", lang());
    if (params.has("sw")) next.set("sw", params.get("sw"));
    const text = String(next);
    return text ? `${location.pathname}?${text}` : location.pathname; // (never a bare "?")
  }

  /** The query of a view: Play's is the board's own. */
  const queryOf = (name) => (name === "play" ? playing() || {} : { view: name });
  const linkOf = (name) => addressOf(queryOf(name));

  /** Put what is shown in the address (a new entry, so Back goes to the one before). */
  function goTo(query) {
    const address = addressOf(query);
    if (`${location.pathname}${location.search}` !== address) history.pushState(query, "", address);
    views.setLinks(linkOf);
  }

  return { addressOf, queryOf, linkOf, goTo };
}
