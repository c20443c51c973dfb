"use client";
import { useEffect, useRef, useState } from "react";

// site: the Suido site the runtime comes from (the server's SUIDO_SITE, from page.jsx).
// <suido-board> is rendered on the server as a tag with its attributes (React 19 passes site, grid, level and
// hints), and defined in the browser once the page has hydrated (an effect imports suido/define); mountSuido, in
// an effect too, mounts a second board. Its events are listened to in an effect: React 19 attaches a custom
// element's onsuido-* props on a client render, but not yet when it hydrates a page rendered on the server.
export default function Boards({ site }) {
  const [level, setLevel] = useState(1);
  const [said, setSaid] = useState("Turn the pieces until the water reaches every one.");
  const tag = useRef(null);
  const here = useRef(null);
  useEffect(() => {
    import("suido/define");
    let board = null;
    import("suido").then(({ mountSuido }) => {
      if (here.current) board = mountSuido(here.current, { site, grid: "5x5", level: 2 });
    });
    return () => board?.destroy();
  }, [site]);
  useEffect(() => {
    const turned = (e) => setSaid(`Level ${level}: ${e.detail.turns} turns`);
    const solved = (e) => setSaid(`Solved level ${level} in ${e.detail.turns} turns`);
    const el = tag.current;
    el.addEventListener("suido-turn", turned);
    el.addEventListener("suido-solve", solved);
    return () => {
      el.removeEventListener("suido-turn", turned);
      el.removeEventListener("suido-solve", solved);
    };
  }, [level]);
  return (
    <>
      <button id="next" type="button" onClick={() => setLevel(level + 1)}>Next level</button>
      <suido-board ref={tag} site={site} grid="5x5" level={level} hints />
      <p id="said" role="status">{said}</p>
      <div id="mounted" ref={here} />
    </>
  );
}
