// The settings form, built from the model's catalogue (api/settings): each setting's kind of control,
// default, slider span and words come from the catalogue; `edited(name, value)` is called with every
// change, and the server (when there is one) validates it. An empty number box means the default,
// which it then shows.

function controls(entry, edited, initial) {
  const make = (tag, properties) => Object.assign(document.createElement(tag), properties);
  const menu = (chosen = initial) => {
    const select = document.createElement("select");
    select.append(...entry.choices.map((c) => make("option", { value: c, textContent: c, selected: c === chosen })));
    return select;
  };
  switch (entry.kind) {
    case "number": {
      const { minimum, maximum, step } = entry.slider;
      const slider = make("input", { type: "range", min: minimum, max: maximum, step, value: initial });
      const box = make("input", { type: "number", step: "any", value: initial, placeholder: entry.default });
      slider.addEventListener("input", () => {
        box.value = slider.value;
        edited(entry.name, Number(slider.value));
      });
      box.addEventListener("change", () => {
        // Empty: the default, which the placeholder shows.
        const value = box.value === "" ? entry.default : Number(box.value);
        slider.value = value;
        edited(entry.name, value);
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
      // The title: empty means no title; a label or image: empty means the default (the placeholder).
      const empty = entry.name === "title" ? "" : null;
      box.addEventListener("input", () => edited(entry.name, box.value === "" ? empty : box.value));
      return [box];
    }
    case "color": {
      const custom = make("input", { type: "checkbox", title: "use a colour of your own", checked: !!initial });
      const picker = make("input", { type: "color", disabled: !initial, value: initial || "#000000" });
      const send = () => {
        picker.disabled = !custom.checked;
        edited(entry.name, custom.checked ? picker.value : null);
      };
      custom.addEventListener("change", send);
      picker.addEventListener("input", send);
      return [custom, picker];
    }
    case "background": {
      const custom = initial && initial.startsWith("#");
      const select = menu(custom ? "color" : initial);
      const picker = make("input", { type: "color", disabled: !custom, value: custom ? initial : "#000000" });
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

// Names each control of a field by its setting (the visible label names only the first): a number
// box, a colour well, the "own colour" box.
function name(inputs, entry, unit) {
  const words = { number: "value", checkbox: "use a colour of your own", color: "colour" };
  for (const input of inputs.slice(1)) {
    const what = words[input.type];
    if (what) input.setAttribute("aria-label", `${entry.summary}${unit}: ${what}`);
  }
  if (inputs[0].type === "checkbox" && entry.kind === "color") inputs[0].setAttribute("aria-label", `${entry.summary}: use a colour of your own`);
}

function field(entry, edited, initial) {
  const wrapper = document.createElement("div");
  wrapper.className = "field";
  wrapper.dataset.setting = entry.name;
  const unit = entry.unit && entry.unit !== "dimensionless" ? ` (${entry.unit})` : "";
  const label = Object.assign(document.createElement("label"), { textContent: entry.summary + unit });
  label.title = entry.definition || entry.accepted;
  const row = document.createElement("div");
  row.className = "row";
  const inputs = controls(entry, edited, initial);
  inputs[0].id = `setting-${entry.name}`;
  label.htmlFor = inputs[0].id;
  name(inputs, entry, unit);
  row.append(...inputs);
  const hint = Object.assign(document.createElement("span"), { className: "hint", textContent: entry.note || entry.clamp || "" });
  const error = Object.assign(document.createElement("span"), { className: "field-error" });
  error.dataset.errorFor = entry.name;
  wrapper.append(label, row, hint, error);
  return wrapper;
}

export function buildForm(form, catalogue, values, edited) {
  form.replaceChildren();
  const groups = new Map();
  for (const entry of catalogue) {
    if (!groups.has(entry.group)) {
      const fieldset = document.createElement("fieldset");
      fieldset.append(Object.assign(document.createElement("legend"), { textContent: entry.group }));
      groups.set(entry.group, fieldset);
      form.append(fieldset);
    }
    groups.get(entry.group).append(field(entry, edited, values[entry.name] ?? entry.default));
  }
}

// Shows the colour each unset colour setting resolves to (the model's palette) in its colour well.
export function showResolvedColors(colors) {
  for (const [name, color] of Object.entries(colors)) {
    const picker = document.querySelector(`[data-setting="${name}"] input[type=color]`);
    if (picker && picker.disabled) picker.value = color;
  }
}

// Shows on each number's slider the value the model uses (the module's answer to configure), its
// span widened to hold it, so a slider never shows a value the model does not use.
export function showUsedNumbers(used) {
  for (const [name, value] of Object.entries(used || {})) {
    const slider = document.querySelector(`[data-setting="${name}"] input[type=range]`);
    if (!slider) continue;
    if (value < Number(slider.min)) slider.min = value;
    if (value > Number(slider.max)) slider.max = value;
    slider.value = value;
  }
}
