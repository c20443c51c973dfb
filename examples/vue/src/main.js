import { createApp } from "vue";
import "suido/define";
import "suido/suido.css";
import App from "./App.vue";

createApp(App).mount("#app");
