import { bootstrapApplication } from "@angular/platform-browser";
import { provideZonelessChangeDetection } from "@angular/core";
import "suido/define";
import { App } from "./app/app";

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((e) => console.error(e));
