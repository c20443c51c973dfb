import "suido/define"; // on the server: defines nothing, touches no page (and the browser gets it from Boards)
import Boards from "./boards.jsx";

// A server component: rendered on the server, with the element's tag in its HTML; Boards hydrates it.
export default function Page() {
  return (
    <main>
      <h1>Suido in Next.js</h1>
      <Boards />
    </main>
  );
}
