"""Checks scripts/scale-out/sweep-indexed-job.yaml against docs/scale-out.md and prints its command.

Usage: indexed-job-command.py MANIFEST N. Exits 1 naming the field when the manifest is not an
Indexed Job of N completions, N in parallel, whose one container runs `bbsim sweep --shard auto/N`
through `sh -c` with its output named by JOB_COMPLETION_INDEX; prints the `sh -c` script.
"""
import sys

import yaml


def main() -> None:
    path, shards = sys.argv[1], int(sys.argv[2])
    with open(path) as file:
        job = yaml.safe_load(file)
    spec = job["spec"]
    pod = spec["template"]["spec"]
    expected = {
        "apiVersion": (job["apiVersion"], "batch/v1"),
        "kind": (job["kind"], "Job"),
        "spec.completionMode": (spec.get("completionMode"), "Indexed"),
        "spec.completions": (spec.get("completions"), shards),
        "spec.parallelism": (spec.get("parallelism"), shards),
        "restartPolicy": (pod.get("restartPolicy"), "Never"),
        "containers": (len(pod["containers"]), 1),
    }
    command = pod["containers"][0]["command"]
    expected["command[:2]"] = (command[:2], ["sh", "-c"])
    for field, (found, wanted) in expected.items():
        if found != wanted:
            sys.exit(f"{path}: {field} is {found!r}; expected {wanted!r}")
    script = command[2]
    for needed in (f"bbsim sweep --shard auto/{shards} ", "$JOB_COMPLETION_INDEX", "--out "):
        if needed not in script:
            sys.exit(f"{path}: the command {script!r} lacks {needed!r}")
    print(script)


main()
