// Export: the spin the plot shows (the last spin with the current settings, or a centre tap's
// preview) as CSS, Web Animations JSON, Compose or Lottie — written by the model in the page
// (SpinExport through the bridge's bb_export, the same code as `bbsim export`). This file only offers
// the text as a file.
import { download } from "./url-state.js";

const $ = (id) => document.getElementById(id);

// The file each format is offered as.
const files = {
  css: ["butterfly-spin.css", "text/css"],
  "web-animations": ["butterfly-spin.web-animations.json", "application/json"],
  compose: ["ButterflySpin.kt", "text/plain"],
  lottie: ["butterfly-spin.lottie.json", "application/json"],
};

export class Exporter {
  constructor(page) {
    this.page = page;
    $("export-spin").addEventListener("click", () => this.save($("export-format").value));
  }

  // The text of `format` with the error asked for in the page (degrees), or null for a swap.
  text(format) {
    return this.page.model.exportSpin(format, Number($("export-error").value));
  }

  // Offers the export as a file.
  save(format) {
    const text = this.text(format);
    if (text === null) return ($("action-result").textContent = "a Reduce Motion swap has no rotation to export");
    const [name, type] = files[format];
    download(name, text, type);
    return text;
  }
}
