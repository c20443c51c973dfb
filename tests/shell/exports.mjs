// What a module of site/ holds, run rather than read: `node tests/shell/exports.mjs MODULE NAME...` imports
// site/MODULE as the page does (the build's files stood in for: site.mjs) and prints {NAME: value} as JSON, each
// NAME an export or a dotted path into one (SuidoBoardElement.observedAttributes). Python's tests compare these
// with the engine's own values (tests/conftest.py: shell_exports).
import { site } from "./site.mjs";

const [name, ...paths] = process.argv.slice(2);
const module = await site(name);
const out = {};
for (const path of paths) {
  let value = module;
  for (const part of path.split(".")) {
    if (value === undefined || value === null || !(part in Object(value))) {
      throw new Error(`site/${name} has no ${path}`);
    }
    value = value[part];
  }
  out[path] = value;
}
process.stdout.write(JSON.stringify(out));
