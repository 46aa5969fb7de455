// What the page keeps in its URL's fragment, one JSON value per key (`#s={…}&p=[…]&g={…}`): the
// settings (s), the pinned tunings (p) and the typed gesture (g). Each writer replaces only its key, so
// a link carries all three.

// The JSON value under `key`, or null when absent or not JSON.
export function readHash(key) {
  const text = new URLSearchParams(location.hash.slice(1)).get(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Sets `key` to `value` as JSON (null removes it), keeping the other keys.
export function writeHash(key, value) {
  const params = new URLSearchParams(location.hash.slice(1));
  if (value === null) params.delete(key);
  else params.set(key, JSON.stringify(value));
  const text = [...params].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
  history.replaceState(null, "", location.pathname + location.search + (text ? `#${text}` : ""));
}

// A value kept in local storage as JSON, `fallback` when absent or unreadable.
export function stored(key, fallback) {
  try {
    return JSON.parse(localStorage.getItem(key)) ?? fallback;
  } catch {
    return fallback;
  }
}

// Offers `body` as the file `name` of `type`.
export function download(name, body, type = "application/json") {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  document.getElementById("action-result").textContent = `${name} written`;
}
