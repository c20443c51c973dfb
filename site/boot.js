// @ts-check
// Python's start as the page shows it: the progress bar while it loads, what failed (in the page's language, from
// the boot words the build puts in release.js: nobody is there to ask before Python runs), and Try again.
import { NewRelease, Stalled, Missing } from "./client.js";
import { say } from "./words.js";

export class Boot {
  /** host: the board's .suido-play; wordsOf(): the boot words of the page's language. */
  constructor(host, wordsOf) {
    this.host = host;
    this.wordsOf = wordsOf;
    this.fatal = /** @type {HTMLElement} */ (document.querySelector(".sd-fatal"));
    this.bar = /** @type {HTMLElement | null} */ (document.querySelector(".sd-boot"));
  }

  /** Say text as what stops the page (window.__suido.error holds it for tests). */
  fail(text) {
    this.fatal.textContent = text;
    this.fatal.hidden = false;
    this.host.removeAttribute("aria-busy");
    this.host.dataset.error = "true";
    window.__suido.error = text;
  }

  /** The sentence for a start that failed with e: stalled, a file missing or broken, or e's own message. */
  couldNotLoad(e) {
    const w = this.wordsOf();
    return say(w, "loadFailed", {
      why: e instanceof Stalled ? say(w, "loadStalled", { s: Math.round(e.stalled / 1000) })
        : e instanceof Missing ? say(w, e.broken ? "loadBroken" : "loadMissing", { file: e.missing, why: e.why })
          : e.message,
    });
  }

  /** The progress bar while Python starts: how much of how many MB has arrived (bytes). Read from this browser's
   * cache (cached: a later visit, nothing downloaded), the bar moves without a word of megabytes. */
  progress({ loaded, total, cached = false }) {
    if (!this.bar || !total) return;
    this.bar.hidden = false;
    const bar = this.bar.querySelector("progress");
    bar.max = total;
    bar.value = Math.min(loaded, total);
    const mbOf = (n) => (n / 1e6).toFixed(1);
    this.bar.querySelector(".sd-boot-words").textContent = cached ? say(this.wordsOf(), "loading")
      : say(this.wordsOf(), "loadingBytes", { got: mbOf(loaded), total: mbOf(total) });
  }

  /** A start that failed: said, with "Try again", which resolves this when pressed. */
  retry(e) {
    this.fail(this.couldNotLoad(e));
    if (this.bar) this.bar.hidden = true;
    const retry = /** @type {HTMLElement} */ (document.querySelector(".sd-retry"));
    retry.textContent = say(this.wordsOf(), "tryAgain");
    retry.parentElement.hidden = false;
    return new Promise((resolve) => {
      retry.addEventListener("click", () => {
        retry.parentElement.hidden = true;
        this.fatal.hidden = true;
        delete this.host.dataset.error;
        this.host.setAttribute("aria-busy", "true");
        window.__suido.error = null;
        resolve();
      }, { once: true });
    });
  }

  /** Start Python in client, as often as the player asks to try again; false when a new release must be loaded
   * instead (onNewRelease has offered it). */
  async start(client, onNewRelease) {
    let starting = client.start();
    for (;;) {
      const starts = client.starts;
      try {
        await starting;
        if (this.bar) this.bar.hidden = true;
        return true;
      } catch (e) {
        if (e instanceof NewRelease) {
          onNewRelease();
          return false;
        }
        if (client.starts !== starts) { // lost while it started: onLost started it again, so wait for that start
          starting = client.ready;
          continue;
        }
        await this.retry(e);
        starting = client.start();
      }
    }
  }
}
