// The settings form, built from the model's catalogue (GET /api/settings): each setting's kind of
// control, default, slider span and words come from the server; `edited(name, value)` is called with
// every change, and the server validates it.

function controls(entry, edited) {
  const initial = entry.default;
  const make = (tag, properties) => Object.assign(document.createElement(tag), properties);
  const menu = () => {
    const select = document.createElement("select");
    select.append(...entry.choices.map((c) => make("option", { value: c, textContent: c, selected: c === initial })));
    return select;
  };
  switch (entry.kind) {
    case "number": {
      const { minimum, maximum, step } = entry.slider;
      const slider = make("input", { type: "range", min: minimum, max: maximum, step, value: initial });
      const box = make("input", { type: "number", step: "any", value: initial });
      slider.addEventListener("input", () => {
        box.value = slider.value;
        edited(entry.name, Number(slider.value));
      });
      box.addEventListener("change", () => {
        slider.value = box.value;
        edited(entry.name, box.value === "" ? null : Number(box.value));
      });
      return [slider, box];
    }
    case "choice": {
      const select = menu();
      select.addEventListener("change", () => edited(entry.name, select.value));
      return [select];
    }
    case "toggle": {
      const box = make("input", { type: "checkbox", checked: initial });
      box.addEventListener("change", () => edited(entry.name, box.checked));
      return [box];
    }
    case "text": {
      const box = make("input", { type: "text", value: initial || "", placeholder: entry.placeholder || "" });
      box.addEventListener("input", () => edited(entry.name, box.value === "" ? null : box.value));
      return [box];
    }
    case "color": {
      const custom = make("input", { type: "checkbox", title: "use a colour of your own" });
      const picker = make("input", { type: "color", disabled: true });
      const send = () => {
        picker.disabled = !custom.checked;
        edited(entry.name, custom.checked ? picker.value : null);
      };
      custom.addEventListener("change", send);
      picker.addEventListener("input", send);
      return [custom, picker];
    }
    case "background": {
      const select = menu();
      const picker = make("input", { type: "color", disabled: true });
      const send = () => {
        picker.disabled = select.value !== "color";
        edited(entry.name, select.value === "color" ? picker.value : select.value);
      };
      select.addEventListener("change", send);
      picker.addEventListener("input", send);
      return [select, picker];
    }
    default:
      return [make("span", { textContent: `(${entry.kind})` })];
  }
}

function field(entry, edited) {
  const wrapper = document.createElement("div");
  wrapper.className = "field";
  wrapper.dataset.setting = entry.name;
  const unit = entry.unit && entry.unit !== "dimensionless" ? ` (${entry.unit})` : "";
  const label = Object.assign(document.createElement("label"), { textContent: entry.summary + unit });
  label.title = entry.definition || entry.accepted;
  const row = document.createElement("div");
  row.className = "row";
  const inputs = controls(entry, edited);
  inputs[0].id = `setting-${entry.name}`;
  label.htmlFor = inputs[0].id;
  row.append(...inputs);
  const hint = Object.assign(document.createElement("span"), { className: "hint", textContent: entry.note || entry.clamp || "" });
  const error = Object.assign(document.createElement("span"), { className: "field-error" });
  error.dataset.errorFor = entry.name;
  wrapper.append(label, row, hint, error);
  return wrapper;
}

export function buildForm(form, catalogue, edited) {
  const groups = new Map();
  for (const entry of catalogue) {
    if (!groups.has(entry.group)) {
      const fieldset = document.createElement("fieldset");
      fieldset.append(Object.assign(document.createElement("legend"), { textContent: entry.group }));
      groups.set(entry.group, fieldset);
      form.append(fieldset);
    }
    groups.get(entry.group).append(field(entry, edited));
  }
}

// Shows the colour each unset colour setting resolves to (the model's palette) in its colour well.
export function showResolvedColors(colors) {
  for (const [name, color] of Object.entries(colors)) {
    const picker = document.querySelector(`[data-setting="${name}"] input[type=color]`);
    if (picker && picker.disabled) picker.value = color;
  }
}
