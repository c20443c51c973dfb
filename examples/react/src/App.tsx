import { useState } from "react";
import type {} from "suido/react"; // <suido-board>'s JSX types: its attributes, onsuido-* with each event's detail

// <suido-board> comes from the npm package (main.tsx imports suido/define); the runtime from the site named by
// VITE_SUIDO_SITE. React 19 passes site, grid, level and hints to the element, and onsuido-turn / onsuido-solve
// listen to its events.
const SITE = import.meta.env.VITE_SUIDO_SITE;

export default function App() {
  const [level, setLevel] = useState(1);
  const [said, setSaid] = useState("Turn the pieces until the water reaches every one.");
  return (
    <main>
      <h1>Suido in React</h1>
      <button id="next" type="button" onClick={() => setLevel(level + 1)}>Next level</button>
      <suido-board site={SITE} grid="5x5" level={level} hints
        onsuido-turn={(e) => setSaid(`Level ${level}: ${e.detail.turns} turns`)}
        onsuido-solve={(e) => setSaid(`Solved level ${level} in ${e.detail.turns} turns`)} />
      <p id="said" role="status">{said}</p>
    </main>
  );
}
