import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";

// <suido-board> is a custom element, not a Vue component
export default defineConfig({
  base: "./",
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("suido-") } } })],
});
