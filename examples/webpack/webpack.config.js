import path from "node:path";
import webpack from "webpack";

// tsc writes build/ from src/ (npm run build: tsc && webpack); webpack bundles it, with the package, into dist/.
export default {
  entry: "./build/main.js",
  output: { path: path.resolve(import.meta.dirname, "dist"), filename: "main.js", clean: true },
  plugins: [
    new webpack.DefinePlugin({ SUIDO_SITE: JSON.stringify(process.env.SUIDO_SITE || "https://example.org/suido/") }),
  ],
};
