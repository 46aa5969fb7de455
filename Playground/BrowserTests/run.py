"""Runs browser test modules, each in its own `python3 -m unittest` process with its own headless
Chromium (harness.py starts one per process), several at a time: the tests mostly wait on the page's
real-time animations (the whole suite used about a quarter of one core over its run), so parallel
sessions shorten the run without the machine becoming the bound. Modules start longest first, a
module's size in bytes standing in for its length, so a long module does not begin last.
(scripts/playground-test runs the frame-timing modules apart, with --workers 1, before the others.)

Each module's output is printed whole when it ends (never interleaved), then a summary; the exit status
is 1 when any module failed.

    python3 run.py [--workers N] [--skip test_a,test_b] [module ...]

Without modules it runs every test_*.py beside this file."""

import argparse
import concurrent.futures
import pathlib
import re
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent


def run(module):
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "unittest", "-v", module], cwd=HERE,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return module, result.returncode, result.stdout, time.monotonic() - started


def report(outcome, totals):
    module, status, output, seconds = outcome
    ran = re.search(r"^Ran (\d+) tests?", output, re.M)
    totals["tests"] += int(ran.group(1)) if ran else 0
    print(f"===== {module}: {'ok' if status == 0 else 'FAILED'} in {seconds:.0f} s =====")
    print(output, end="" if output.endswith("\n") else "\n", flush=True)
    if status != 0:
        totals["failed"].append(module)


class Parser(argparse.ArgumentParser):
    """Bad input is one line naming the option and what is accepted, exit 64, as scripts/ do."""

    def error(self, message):
        print(f"run.py: {message}", file=sys.stderr)
        sys.exit(64)


def main():
    parser = Parser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=3, help="modules run at once (default 3)")
    parser.add_argument("--skip", default="", help="comma-separated modules not run")
    parser.add_argument("modules", nargs="*", help="test modules (default: every test_*.py here)")
    arguments = parser.parse_args()
    if arguments.workers < 1:
        parser.error(f"--workers: '{arguments.workers}' is not accepted; expected a whole number ≥ 1")
    named = lambda text: [name for name in text.split(",") if name]
    modules = arguments.modules or sorted(path.stem for path in HERE.glob("test_*.py"))
    unknown = [name for name in named(arguments.skip) + modules if not (HERE / f"{name}.py").is_file()]
    if unknown:
        parser.error(f"no test module {', '.join(unknown)} in {HERE}")
    chosen = sorted((name for name in modules if name not in named(arguments.skip)),
                    key=lambda name: (-(HERE / f"{name}.py").stat().st_size, name))
    started = time.monotonic()
    totals = {"tests": 0, "failed": []}
    with concurrent.futures.ThreadPoolExecutor(arguments.workers) as pool:
        for outcome in concurrent.futures.as_completed([pool.submit(run, name) for name in chosen]):
            report(outcome.result(), totals)
    print(f"browser tests: {totals['tests']} tests in {len(chosen)} modules, {arguments.workers} at a time, "
          f"{time.monotonic() - started:.0f} s: "
          + (f"FAILED in {', '.join(totals['failed'])}" if totals["failed"] else "OK"))
    return 1 if totals["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
