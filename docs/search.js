// The guide's own search, in the page, over every section of /docs/ in both languages (search.json, which the
// build writes from the guide's English and Japanese pages and the pipe games' page: builder/docs.py). A section
// is found when its heading or text holds every word of the query, in any case (Japanese, which puts no spaces
// between words, is matched as it is written); headings count most. Nothing leaves the page.

/** The sections of index (search.json's) that hold every word of query, best first, at most limit. */
export function find(index, query, limit = 12) {
  const words = String(query).toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const found = [];
  for (const section of index.sections) {
    const title = section.title.toLowerCase();
    const text = section.text.toLowerCase();
    if (!words.every((w) => title.includes(w) || text.includes(w))) continue;
    const score = words.reduce((n, w) => n + (title.includes(w) ? 20 : 0) + Math.min(10, text.split(w).length - 1), 0);
    found.push({ ...section, score });
  }
  return found.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** A few words of text around the first place it holds word. */
export function around(text, word, room = 60) {
  const at = text.toLowerCase().indexOf(word.toLowerCase());
  if (at < 0) return text.slice(0, room * 2);
  const from = Math.max(0, at - room);
  return `${from ? "…" : ""}${text.slice(from, at + word.length + room)}${at + word.length + room < text.length ? "…" : ""}`;
}

if (typeof document !== "undefined") {
  const form = document.querySelector("search.find form");
  const list = document.querySelector("search.find .found");
  let index = null;
  const show = async () => {
    const query = form.elements.namedItem("q").value.trim();
    index ??= await (await fetch(new URL("search.json", import.meta.url))).json();
    list.replaceChildren();
    if (!query) return;
    const hits = find(index, query);
    if (!hits.length) {
      const none = document.createElement("li");
      none.textContent = form.dataset.none;
      list.append(none);
      return;
    }
    for (const hit of hits) {
      const item = document.createElement("li");
      item.lang = hit.lang;
      const link = document.createElement("a");
      link.href = `${hit.page}#${hit.id}`;
      link.textContent = hit.title;
      const said = document.createElement("p");
      said.textContent = around(hit.text, query.split(/\s+/)[0]);
      item.append(link, said);
      list.append(item);
    }
  };
  form.addEventListener("input", () => { show().catch(() => {}); });
  form.addEventListener("submit", (e) => { e.preventDefault(); show().catch(() => {}); });
}
