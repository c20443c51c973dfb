// The JS package's flow and answer check timed under Node on its own code: bench/engine_versus.py.
//
//   node bench/engine_js.mjs JS_DIR BOARD ANSWER RUNS
//
// JS_DIR holds the package's own modules built to JavaScript (code.js, flow.js and check.js, with what they
// import). BOARD and ANSWER are codes; the flow is of BOARD's pieces turned as ANSWER has them. Each is run
// 500 times first (a warm JIT), then RUNS times. Prints one JSON line: per op, [median, p95, min] µs.
import { pathToFileURL } from "node:url";

const [dir, board, answer, runs] = process.argv.slice(2);
const at = (name) => pathToFileURL(`${dir}/${name}`).href;
const { decodeLayout } = await import(at("code.js"));
const { flowOf } = await import(at("flow.js"));
const { checkSuidoAnswer } = await import(at("check.js"));
const layout = decodeLayout(board);
const solved = decodeLayout(answer);
const n = Number(runs);

function timed(fn) {
  for (let i = 0; i < 500; i += 1) fn();
  const samples = [];
  for (let i = 0; i < n; i += 1) {
    const t = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  samples.sort((a, b) => a - b);
  return [samples[Math.floor(n / 2)], samples[Math.max(0, Math.round(n * 0.95) - 1)], samples[0]];
}

if (!flowOf(layout, solved.cells).solved || !checkSuidoAnswer(board, answer).ok) throw new Error("the answer does not solve the board");
console.log(JSON.stringify({ flow_of: timed(() => flowOf(layout, solved.cells)), check_answer: timed(() => checkSuidoAnswer(board, answer)) }));
