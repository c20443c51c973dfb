// JSX types of <suido-board> for React 19 (which passes attributes and properties to a custom element, and
// onsuido-* props as listeners of its events): `import type {} from "suido/react";` once in the project.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { SuidoBoardAttributes, SuidoBoardElement } from "./suido-board-element.js";
import type { SuidoEventMap } from "./suido.js";

/** onsuido-ready, onsuido-solve, ...: a listener of each event, typed by its detail. */
export type SuidoBoardListeners = {
  [K in keyof SuidoEventMap as `on${K}`]?: (event: SuidoEventMap[K]) => void;
};

export type SuidoBoardProps = DetailedHTMLProps<HTMLAttributes<SuidoBoardElement>, SuidoBoardElement>
  & Omit<SuidoBoardAttributes, "lang"> & SuidoBoardListeners;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "suido-board": SuidoBoardProps;
    }
  }
}
