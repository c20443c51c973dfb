import "suido/define"; // on the server: defines nothing, touches no page (and the browser gets it from Boards)
import Boards from "./boards.jsx";

// Rendered on the server for every request (`next start`), with the element's tag in its HTML; Boards hydrates it.
// The Suido site the runtime comes from is the server's SUIDO_SITE, read when the page is asked for.
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      <h1>Suido in Next.js</h1>
      <Boards site={process.env.SUIDO_SITE || "https://example.org/suido/"} />
    </main>
  );
}
