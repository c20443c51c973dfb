import { createRoot } from "react-dom/client";
import "suido/define";
import "suido/suido.css";
import App from "./App.tsx";

createRoot(document.getElementById("app")!).render(<App />);
