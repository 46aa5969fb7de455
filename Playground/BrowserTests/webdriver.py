"""A small W3C WebDriver client on the standard library (urllib), enough to drive Chromium through
chromedriver: sessions, navigation, scripts, elements, pointer/key actions, screenshots, the browser
log, and DevTools commands through chromedriver's `goog/cdp/execute`."""

import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


class WebDriverError(RuntimeError):
    """A WebDriver command failed."""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ChromeDriver:
    """chromedriver on a free loopback port, stopped by `stop()`. It and the Chromium it starts keep
    their temporary folders (profiles, sockets) in a folder of their own, removed by `stop()`: a browser
    that is killed rather than closed leaves nothing behind in the machine's temporary folder."""

    def __init__(self, executable="chromedriver"):
        self.port = free_port()
        self.temporary = tempfile.mkdtemp(prefix="chromedriver-")
        self.process = subprocess.Popen(
            [executable, f"--port={self.port}", "--allowed-ips=127.0.0.1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=dict(os.environ, TMPDIR=self.temporary))
        self.url = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(self.url + "/status", timeout=2) as r:
                    if json.load(r)["value"]["ready"]:
                        return
            except (OSError, ValueError, KeyError):
                pass
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.stop()
                raise WebDriverError("chromedriver did not start")
            time.sleep(0.1)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        # Chromium's processes may outlive chromedriver and write into their profile on the way out (a
        # removal right after chromedriver stopped left some profiles behind in CI runs): wait for
        # them, up to 10 s, end any still there, then remove the folder.
        deadline = time.monotonic() + 10
        while self._browser_processes() and time.monotonic() < deadline:
            time.sleep(0.1)
        for pid in self._browser_processes():
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        shutil.rmtree(self.temporary, ignore_errors=True)

    def _browser_processes(self):
        """The processes whose command line names this driver's temporary folder (Chromium's, with
        their profile in it); none where there is no /proc."""
        found = []
        for pid in os.listdir("/proc") if os.path.isdir("/proc") else []:
            if not pid.isdigit():
                continue
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if self.temporary.encode() in f.read():
                        found.append(int(pid))
            except OSError:
                pass
        return found


class Session:
    """One browser session."""

    def __init__(self, driver_url, chromium, window=(1400, 1000)):
        self.base = driver_url
        capabilities = {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         f"--window-size={window[0]},{window[1]}", "--force-device-scale-factor=1",
                         *os.environ.get("CHROMIUM_EXTRA_ARGS", "").split()],
            },
            "goog:loggingPrefs": {"browser": "ALL"},
        }
        # CHROMIUM_TRACE_CATEGORIES: Chromium's trace of these categories, read with `trace_events()`
        # (chromedriver's performance log; measure_frames.py --trace).
        categories = os.environ.get("CHROMIUM_TRACE_CATEGORIES")
        if categories:
            capabilities["goog:loggingPrefs"]["performance"] = "ALL"
            capabilities["goog:chromeOptions"]["perfLoggingPrefs"] = {
                "enableNetwork": False, "enablePage": False, "traceCategories": categories}
        value = self._call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.id = value["sessionId"]

    def _call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.load(response)["value"]
        except urllib.error.HTTPError as error:
            raise WebDriverError(f"{method} {path}: {error.code} {error.read()[:500]!r}") from None

    def command(self, method, path, body=None):
        return self._call(method, f"/session/{self.id}{path}", body)

    def quit(self):
        try:
            self.command("DELETE", "")
        except (WebDriverError, OSError):
            pass

    def get(self, url):
        self.command("POST", "/url", {"url": url})

    def execute(self, script, *args):
        return self.command("POST", "/execute/sync", {"script": script, "args": list(args)})

    def execute_async(self, script, *args):
        return self.command("POST", "/execute/async", {"script": script, "args": list(args)})

    def find(self, css):
        return self.command("POST", "/element", {"using": "css selector", "value": css})[ELEMENT]

    def click(self, element):
        self.command("POST", f"/element/{element}/click", {})

    def clear(self, element):
        self.command("POST", f"/element/{element}/clear", {})

    def send_keys(self, element, text):
        self.command("POST", f"/element/{element}/value", {"text": text})

    def text(self, css):
        return self.execute("const e = document.querySelector(arguments[0]); return e ? e.textContent : null;", css)

    def perform(self, actions):
        self.command("POST", "/actions", {"actions": actions})
        self.command("DELETE", "/actions")

    def screenshot(self):
        return base64.b64decode(self.command("GET", "/screenshot"))

    def browser_log(self):
        return self.command("POST", "/se/log", {"type": "browser"})

    def trace_events(self):
        """The trace events since the last call (CHROMIUM_TRACE_CATEGORIES): chromedriver ends the trace
        when its log is read and starts the next, and keeps at most 100,000 entries, so read it often."""
        events = []
        for entry in self.command("POST", "/se/log", {"type": "performance"}):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Tracing.dataCollected":
                value = message["params"].get("value")
                events += value if isinstance(value, list) else [message["params"]]
        return events

    def cdp(self, command, params):
        return self.command("POST", "/goog/cdp/execute", {"cmd": command, "params": params})

    def wait_for(self, predicate, timeout=10, interval=0.05, message="condition"):
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout} s waiting for {message}")
            time.sleep(interval)


def element_origin(element):
    return {ELEMENT: element}


def chromium_binary():
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if candidate and os.path.exists(candidate):
            return candidate
    raise WebDriverError("chromium not found (apt-get install chromium)")
