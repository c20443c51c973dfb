import { useState } from "react";

// <suido-board> is defined by the site's suido-board-define.js (index.html). React 19 passes grid, level and
// hints to the element, and onsuido-turn / onsuido-solve listen to its events.
export default function App() {
  const [level, setLevel] = useState(1);
  const [said, setSaid] = useState("Turn the pieces until the water reaches every one.");
  return (
    <main>
      <h1>Suido in React</h1>
      <button id="next" type="button" onClick={() => setLevel(level + 1)}>Next level</button>
      <suido-board grid="5x5" level={level} hints
        onsuido-turn={(e) => setSaid(`Level ${level}: ${e.detail.turns} turns`)}
        onsuido-solve={(e) => setSaid(`Solved level ${level} in ${e.detail.turns} turns`)} />
      <p id="said" role="status">{said}</p>
    </main>
  );
}
