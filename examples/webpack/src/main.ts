import { mountSuido, type SuidoDetail, type SuidoSolveDetail } from "suido";

// The Suido site the runtime comes from (the worker, Python, the levels): SUIDO_SITE in the environment when
// webpack builds (webpack.config.js puts it in). mountSuido's options and each event's detail are typed.
declare const SUIDO_SITE: string;

const said = document.querySelector<HTMLElement>("#said")!;
let level = 1;
const onTurn = (d: SuidoDetail) => { said.textContent = `Level ${level}: ${d.turns} turns`; };
const onSolve = (d: SuidoSolveDetail) => { said.textContent = `Solved level ${level} in ${d.turns} turns`; };
const board = mountSuido(document.querySelector<HTMLElement>("#board")!,
  { site: SUIDO_SITE, grid: "5x5", level, hints: true, onTurn, onSolve });

document.querySelector("#next")!.addEventListener("click", () => {
  level += 1;
  board.load({ grid: "5x5", level }).catch((e: Error) => { said.textContent = e.message; });
});
