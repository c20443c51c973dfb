import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from "@angular/core";
import type { SuidoDetail, SuidoSolveDetail } from "suido";

// The Suido site the runtime comes from: angular.json's define (SUIDO_SITE), put in when the app is built.
declare const SUIDO_SITE: string;

// <suido-board> is defined by the npm package (main.ts imports suido/define); CUSTOM_ELEMENTS_SCHEMA lets the
// template use a tag Angular does not know. [attr.level] follows the signal, (suido-turn) and (suido-solve) listen
// to its events, typed by the package.
@Component({
  selector: "app-root",
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Suido in Angular</h1>
      <button id="next" type="button" (click)="level.set(level() + 1)">Next level</button>
      <suido-board [attr.site]="site" grid="5x5" [attr.level]="level()" hints
        (suido-turn)="turned($event)" (suido-solve)="solved($event)"></suido-board>
      <p id="said" role="status">{{ said() }}</p>
    </main>
  `,
})
export class App {
  readonly site = SUIDO_SITE;
  readonly level = signal(1);
  readonly said = signal("Turn the pieces until the water reaches every one.");

  turned(event: Event): void {
    const detail = (event as CustomEvent<SuidoDetail>).detail;
    this.said.set(`Level ${this.level()}: ${detail.turns} turns`);
  }

  solved(event: Event): void {
    const detail = (event as CustomEvent<SuidoSolveDetail>).detail;
    this.said.set(`Solved level ${this.level()} in ${detail.turns} turns`);
  }
}
