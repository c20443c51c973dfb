// hexapipes' own generator (gereleth/hexapipes, MIT), timed under Node on its own code: bench/grids.py --versus.
//
//   node bench/hexapipes_make.mjs HEXAPIPES_ROOT GRID SIZE WRAP SEEDS
//
// HEXAPIPES_ROOT is a checkout of hexapipes with its dependencies installed (npm ci; the generator needs only
// transformation-matrix). Its `$lib/` imports and extensionless relative imports are resolved here (a loader
// hook), so its files run as they are. Math.random is a seeded mulberry32 stream (as ../shared/peer/hexapipes
// made its puzzles), and each make uses the settings its site uses for the grid. Prints one JSON line: the CPU
// milliseconds of each unique puzzle made.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

const [root, grid, size, wrap, seeds] = process.argv.slice(2);
const lib = pathToFileURL(`${root}/src/lib/`).href;
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('$lib/')) specifier = ${JSON.stringify(lib)} + specifier.slice(5) + '.js';
  else if (specifier.startsWith('.') && !/\\.[a-z]+$/.test(specifier)) specifier += '.js';
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hooks), import.meta.url);

function mulberry32(a) {
	return function () {
		a |= 0; a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const { createGrid } = await import(`${lib}puzzle/grids/grids.js`);
const { Generator } = await import(`${lib}puzzle/generator.js`);
const times = [];
for (let seed = 1; seed <= Number(seeds); seed++) {
	Math.random = mulberry32(seed);
	const r = () => Math.random();
	// the site's settings (PuzzleInstanceWrapper.svelte): these three grids' own, else 0.6, 0, 0
	const settings = grid === 'etrat' ? [0.5 + 0.5 * r(), 0.1 + 0.5 * r(), 0.25 + 0.5 * r()]
		: grid === 'triangular' ? [0, 0, 0] : [0.6, 0, 0];
	const g = createGrid(grid, Number(size), Number(size), wrap === 'true');
	const t = process.cpuUsage();
	new Generator(g).generate(settings[0], settings[1], settings[2], 'unique');
	const used = process.cpuUsage(t);
	times.push((used.user + used.system) / 1000);
}
console.log(JSON.stringify(times));
