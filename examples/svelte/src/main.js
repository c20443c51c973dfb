import { mount } from "svelte";
import "suido/define";
import "suido/suido.css";
import App from "./App.svelte";

mount(App, { target: document.getElementById("app") });
