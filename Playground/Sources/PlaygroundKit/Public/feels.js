// The gallery of named feels (SpinTuning.snappy, .smooth, .bouncy, .gentle, .standard): names, the
// sentence saying why each was chosen and the tunings all come from the model (bb_feels); choosing one
// sets the four tuning settings and keeps every other setting.
const $ = (id) => document.getElementById(id);

export class Feels {
  constructor(page, replaceSettings) {
    this.page = page;
    this.gallery = page.model.feels();
    const select = $("feel");
    select.replaceChildren(
      new Option("feels…", ""),
      ...this.gallery.map((feel) => Object.assign(new Option(feel.name, feel.name), { title: feel.summary })),
    );
    select.addEventListener("change", () => {
      const feel = this.gallery.find((f) => f.name === select.value);
      if (!feel) return ($("feel-why").textContent = "");
      replaceSettings({ ...this.page.valid, ...feel.tuning });
      $("feel-why").textContent = `${feel.name}: ${feel.summary}`;
    });
  }
}
